'use client';
import { useTranslations } from 'next-intl';
import { useConsentedVendor } from '@/lib/consent/client';
import { PayLaterPlacement, PaymentMessagesPlacement, type WidgetAmount } from '@/components/consent/PaymentPlacements';
import styles from './BuyBox.module.css';

const instalmentsFromCents = 5000;

/**
 * Card, instalment and pay-later lines; the payment-messages and pay-later providers' widgets replace the last two
 * once configured and accepted (marketing), priced in the market currency, else the local texts stay.
 */
export function PaymentWidgets({ amount: price }: { amount?: WidgetAmount & { formattedInstalment: string } }) {
  const t = useTranslations('product.buyBox');
  // Three instalments of a few euros help nobody: instalments are offered from this price (in minor units) up.
  const amount = price && price.cents >= instalmentsFromCents ? price : undefined;
  const messages = Boolean(useConsentedVendor('paymentMessages')) && amount;
  const payLater = Boolean(useConsentedVendor('payLater')) && amount;
  return (
    <div className={styles.widgets} aria-label={t('paymentOptions')} role="group">
      <div data-payment-widget="card">{t('payCard')}</div>
      {amount ? (
        <div data-payment-widget="instalments">
          {messages ? (
            <PaymentMessagesPlacement amount={messages} />
          ) : (
            t('payInstalments', { amount: amount.formattedInstalment })
          )}
        </div>
      ) : null}
      <div data-payment-widget="pay-later">{payLater ? <PayLaterPlacement amount={payLater} /> : t('payLater')}</div>
    </div>
  );
}
