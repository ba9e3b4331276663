import { intlLocale } from '@/lib/i18n/formats';

/** The currencies the markets sell in (one per region, lib/markets/regions.ts). */
export type Currency = 'EUR' | 'GBP' | 'USD';

// Making a formatter costs far more than using one; a page or a cart answer formats many amounts.
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in cents for the page's language (the platform's formatted_* strings ignore it). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format.format(cents / 100);
}
