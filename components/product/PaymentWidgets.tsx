import { useTranslations } from 'next-intl';

/** Placeholders where the card, instalment and pay-later providers mount their widgets. */
export function PaymentWidgets({ instalment }: { instalment?: string }) {
  const t = useTranslations('product.buyBox');
  return (
    <div className="payment-widgets" aria-label={t('paymentOptions')} role="group">
      <div data-payment-widget="card">{t('payCard')}</div>
      {instalment ? <div data-payment-widget="instalments">{t('payInstalments', { amount: instalment })}</div> : null}
      <div data-payment-widget="pay-later">{t('payLater')}</div>
    </div>
  );
}
