import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { SavingsResult } from '@/lib/savings/calculator';
import { formatMoneyRange, formatMonthsRange, formatNumber, formatNumberRange } from '@/lib/savings/format';
import styles from './Savings.module.css';

type Props = {
  locale: string;
  /** Null while a field is invalid. */
  result: SavingsResult | null;
  currency: string;
  formattedPrice: string | null;
};

/** The yearly estimate as ranges, in a live region so screen readers hear it change. */
export function SavingsResults({ locale, result, currency, formattedPrice }: Props) {
  const t = useTranslations('savings');
  const headingId = useId();
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.resultsHeading}>
        {t('resultsHeading')}
      </h2>
      <div role="status" aria-live="polite" data-savings-results>
        {result ? (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('wastedMoney')}</dt>
              <dd data-savings="wasted">{formatMoneyRange(result.wastedMoney, currency, locale)}</dd>
              <dd className={styles.note}>{t('wastedKg', { kg: formatNumber(result.wastedKg, locale) })}</dd>
            </div>
            <div className={`${styles.figure} ${styles.highlight}`}>
              <dt>{t('savedMoney')}</dt>
              <dd data-savings="saved">{formatMoneyRange(result.savedMoney, currency, locale)}</dd>
              <dd className={styles.note}>{t('savedKg', { kg: formatNumberRange(result.savedKg, locale) })}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('payback')}</dt>
              {result.paybackMonths && formattedPrice ? (
                <>
                  <dd data-savings="payback">
                    {t('paybackValue', { months: formatMonthsRange(result.paybackMonths, locale) })}
                  </dd>
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
              <dd data-savings="co2">{t('co2Value', { kg: formatNumberRange(result.co2Kg, locale) })}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.note}>{t('fixErrors')}</p>
        )}
      </div>
    </section>
  );
}
