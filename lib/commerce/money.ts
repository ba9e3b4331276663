import { intlLocale } from '@/lib/i18n/formats';

/** Formats an amount in cents for the page's language (the platform's formatted_* strings ignore it). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
}

/** The buy-2 promotion's saving per product line, in the cart's currency (as the promotion rule grants it). */
export const buyTwoSavingCents = 3900;
/** WELCOME10 needs the subtotal after the other discounts to be strictly above this, in the cart's currency. */
export const welcomeThresholdCents = 9900;
