const intlLocales: Record<string, string> = { en: 'en-GB', de: 'de-DE', it: 'it-IT' };

/** Formats an amount in cents for the page's language (the platform's formatted_* strings ignore it). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocales[locale] ?? locale, { style: 'currency', currency }).format(cents / 100);
}
