/** One number, currency and date format per language; English is British English (en-GB), as the site's copy. */
const intlLocales: Record<string, string> = { en: 'en-GB', de: 'de-DE', it: 'it-IT' };

export const intlLocale = (locale: string) => intlLocales[locale] ?? locale;

/** A calendar date (read in UTC) in the language's long form: `9 June 2026`, `9. Juni 2026`, `9 giugno 2026`. */
export function formatDate(date: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}
