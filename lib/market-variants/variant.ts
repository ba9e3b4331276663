import { customerTypes, defaultCountryForLocale, selectableCountries, type CustomerType } from '@/lib/markets/regions';
import { normalizeCountry } from '@/lib/geo/country-code';
import type { Locale } from '@/lib/i18n/locales';

/** Where a cached page's prices and delivery line are for: a shipping country and a customer type (ADR 0023). */
export type Place = { country: string; customerType: CustomerType };

/** The place a page is rendered for when the visitor named none: the language's own country, as a consumer. */
export function defaultPlace(locale: Locale): Place {
  return { country: defaultCountryForLocale(locale), customerType: 'consumer' };
}

const separator = '_';

/**
 * The `[locale]` segment proxy.ts rewrites a page to, e.g. `en_GB-business`: always a variant, so a page built
 * before commerce could answer is never the one served. Only countries the cart offers are variants, so there
 * are at most 52 × 2 per language.
 */
export function variantSegment(locale: Locale, place: Place): string {
  return `${locale}${separator}${place.country}-${place.customerType}`;
}

/** The place a variant (the `GB-business` of `en_GB-business`) names; undefined when it is not a known one. */
export function parseVariant(variant: string): Place | undefined {
  const match = /^([A-Z]{2})-(\w+)$/.exec(variant);
  const customerType = customerTypes.find((type) => type === match?.[2]);
  if (!match || !customerType || !selectableCountries.includes(match[1])) return undefined;
  return { country: match[1], customerType };
}

/** The visitor's place: the cart's country and customer type, else the geolocated country, else the default. */
export function visitorPlace(
  locale: Locale,
  cart: { country?: string; customerType?: CustomerType },
  geoCountry: string | undefined,
): Place {
  const fallback = defaultPlace(locale);
  const candidate = normalizeCountry(cart.country) ?? normalizeCountry(geoCountry);
  const country = candidate && selectableCountries.includes(candidate) ? candidate : fallback.country;
  return { country, customerType: cart.customerType ?? fallback.customerType };
}
