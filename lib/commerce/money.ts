import { intlLocale } from '@/lib/i18n/formats';

/** Formats an amount in cents for the page's language (the platform's formatted_* strings ignore it). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
}
