import type { Rec } from '../db/store';
import type { Lang } from './texts';

const intlLocales: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', it: 'it-IT' };

export function money(cents: unknown, currency: unknown, lang: Lang): string {
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'EUR';
  return new Intl.NumberFormat(intlLocales[lang], { style: 'currency', currency: code }).format(Number(cents) / 100);
}

export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([intlLocales[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Country codes ordered by their name in the shopper's language. */
export function byCountryName(codes: string[], lang: Lang): string[] {
  const collator = new Intl.Collator(intlLocales[lang]);
  return [...codes].sort((a, b) => collator.compare(countryName(a, lang), countryName(b, lang)));
}

/** A merchant record's name in the order's language: `metadata.names[lang]` when the merchant gave one. */
export function nameIn(record: Rec | undefined, lang: Lang, fallback = ''): string {
  const names = (record?.attributes.metadata as { names?: Partial<Record<Lang, unknown>> } | undefined)?.names;
  const localized = names?.[lang];
  if (typeof localized === 'string' && localized) return localized;
  return String(record?.attributes.name ?? fallback);
}
