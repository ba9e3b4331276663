export const locales = ['en', 'de', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a page path: its first segment when that names one, else English (no prefix). */
export function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** '' for English, '/de' or '/it' otherwise (spec §2 content link resolution). */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The request header next-intl's middleware names the locale in: what `getLocale()` reads outside a `[locale]` segment. */
export const localeHeader = 'X-NEXT-INTL-LOCALE';

export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax' as const,
};
