import countries from 'i18n-iso-countries/index';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import it from 'i18n-iso-countries/langs/it.json';
import { intlLocale } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { countryCodes } from './country-codes';

// The package's node entry registers all ~80 languages; the site needs three.
for (const data of [en, de, it]) countries.registerLocale(data);

export type CountryOption = { code: string; name: string };

const cache = new Map<Locale, CountryOption[]>();

/** Every country with its name in `locale`, sorted as that language sorts. Server-side: pass the list as props. */
export function countryOptions(locale: Locale): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(intlLocale(locale));
  const options = countryCodes
    .map((code) => ({ code, name: countries.getName(code, locale) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}
