import type { Currency } from '@/lib/markets/money';

/** Locale-country code the payment widgets expect, matched to the market's currency (they refuse mismatches). */
export function widgetLocale(locale: string, currency?: Currency | string): string {
  if (currency === 'GBP') return 'en-GB';
  if (currency === 'USD') return 'en-US';
  if (locale === 'de') return 'de-DE';
  if (locale === 'it') return 'it-IT';
  return 'en-IE';
}

/** The payment-messages script for one currency (the provider takes the client id and currency in the query). */
export function paymentMessagesScript(scriptUrl: string, clientId: string, currency: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('client-id', clientId);
  url.searchParams.set('components', 'messages');
  url.searchParams.set('currency', currency);
  return url.href;
}
