import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { SavingsFigures } from '@/lib/savings/format';
import styles from './Savings.module.css';

type Props = {
  /** Null while a field is invalid. */
  figures: SavingsFigures | null;
  formattedPrice: string | null;
};

/** The yearly estimate as ranges, in a live region so screen readers hear it change. */
export function SavingsResults({ figures, formattedPrice }: Props) {
  const t = useTranslations('savings');
  const headingId = useId();
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.resultsHeading}>
        {t('resultsHeading')}
      </h2>
      <div role="status" aria-live="polite" data-savings-results>
        {figures ? (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('wastedMoney')}</dt>
              <dd data-savings="wasted">{figures.wastedMoney}</dd>
              <dd className={styles.note}>{t('wastedKg', { kg: figures.wastedKg })}</dd>
            </div>
            <div className={`${styles.figure} ${styles.highlight}`}>
              <dt>{t('savedMoney')}</dt>
              <dd data-savings="saved">{figures.savedMoney}</dd>
              <dd className={styles.note}>{t('savedKg', { kg: figures.savedKg })}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('payback')}</dt>
              {figures.paybackMonths && formattedPrice ? (
                <>
                  <dd data-savings="payback">{t('paybackValue', { months: figures.paybackMonths })}</dd>
                  <dd className={styles.note}>{t('paybackPrice', { price: formattedPrice })}</dd>
                </>
              ) : (
                <dd className={styles.note} data-savings="payback">
                  {formattedPrice ? t('paybackNone') : t('paybackUnavailable')}
                </dd>
              )}
            </div>
            <div className={styles.figure}>
              <dt>{t('co2')}</dt>
              <dd data-savings="co2">{t('co2Value', { kg: figures.co2Kg })}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.note}>{t('fixErrors')}</p>
        )}
      </div>
    </section>
  );
}
