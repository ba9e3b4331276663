import { intlLocale } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { countryCodes } from './country-codes';

export type CountryOption = { code: string; name: string };

const cache = new Map<Locale, CountryOption[]>();
const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in `locale`: the one naming of the site (forms, cart, buy box), from the platform's CLDR data, so
 * the contact form and the cart both say "Czechia" and every territory is named in the page's language.
 */
export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/**
 * Every country with its name in `locale`, sorted as that language sorts. A form rendered with the page gets it as a
 * prop; the newsletter popup, which only the browser renders, names them there.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(intlLocale(locale));
  const options = countryCodes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}
