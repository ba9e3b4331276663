import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/** App locale ↔ content language code (docs/content-model.md). */
export const contentLangs = { en: 'en-gb', de: 'de-de', it: 'it-it' } as const satisfies Record<Locale, string>;
export type ContentLang = (typeof contentLangs)[Locale];

export const masterLang: ContentLang = contentLangs[defaultLocale];

export function toContentLang(locale: Locale): ContentLang {
  return contentLangs[locale];
}

export function toLocale(lang: string | null | undefined): Locale | undefined {
  const entry = Object.entries(contentLangs).find(([, code]) => code === lang?.toLowerCase());
  return entry && isLocale(entry[0]) ? entry[0] : undefined;
}
