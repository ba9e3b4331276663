'use client';
import { useLocale } from 'next-intl';
import { createElement } from 'react';
import { LazyScript as Script } from './LazyScript';
import { useConsentedVendor } from '@/lib/consent/client';
import { paymentMessagesScript, widgetLocale } from '@/lib/consent/widgets';

export type WidgetAmount = { cents: number; currency: string };

/** The payment-messages provider's instalment message for an amount; null until configured and accepted. */
export function PaymentMessagesPlacement({ amount }: { amount: WidgetAmount }) {
  const vendor = useConsentedVendor('paymentMessages');
  if (!vendor) return null;
  return (
    <div data-vendor="payment-messages">
      <div data-pp-message data-pp-amount={(amount.cents / 100).toFixed(2)} data-pp-currency={amount.currency} />
      <Script
        id={`payment-messages-${amount.currency}`}
        src={paymentMessagesScript(vendor.scriptUrl, vendor.id, amount.currency)}
        nonce={vendor.nonce}
      />
    </div>
  );
}

/** The pay-later provider's placement for an amount in minor units; null until configured and accepted. */
export function PayLaterPlacement({ amount }: { amount: WidgetAmount }) {
  const locale = useLocale();
  const vendor = useConsentedVendor('payLater');
  if (!vendor) return null;
  return (
    <div data-vendor="pay-later">
      {createElement('klarna-placement', {
        'data-key': 'credit-promotion-badge',
        'data-locale': widgetLocale(locale, amount.currency),
        'data-purchase-amount': String(amount.cents),
      })}
      <Script id="pay-later-sdk" src={vendor.scriptUrl} data-client-id={vendor.id} nonce={vendor.nonce} />
    </div>
  );
}
