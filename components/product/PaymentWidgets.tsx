import { useTranslations } from 'next-intl';
import styles from './BuyBox.module.css';

/** Placeholders where the card, instalment and pay-later providers mount their widgets. */
export function PaymentWidgets({ instalment }: { instalment?: string }) {
  const t = useTranslations('product.buyBox');
  return (
    <div className={styles.widgets} aria-label={t('paymentOptions')} role="group">
      <div data-payment-widget="card">{t('payCard')}</div>
      {instalment ? <div data-payment-widget="instalments">{t('payInstalments', { amount: instalment })}</div> : null}
      <div data-payment-widget="pay-later">{t('payLater')}</div>
    </div>
  );
}
