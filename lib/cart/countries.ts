import { countryName } from '@/lib/forms/countries';
import { intlLocale } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { selectableCountries } from '@/lib/markets/regions';

export type CountryChoice = { value: string; label: string };

/**
 * The cart's country choices, named as every form of the site names them and sorted as the language sorts. Built on
 * the server and handed to the cart: the country list's data stays out of the browser bundle.
 */
export function cartCountries(locale: Locale): CountryChoice[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return selectableCountries
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
