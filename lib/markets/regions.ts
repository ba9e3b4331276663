import { customerTypes, type CustomerType } from './customer-types';
import type { Currency } from './money';

/**
 * The one country → region table (ARCHITECTURE "Markets"): the shipping country picks the region, the cart's
 * private/business switch picks the customer type; together they name one of the 14 markets. Pure data, safe
 * to import from client components.
 */
const regions = ['eu', 'extra-eu', 'gb', 'it', 'us-ca', 'da', 'fr'] as const;
export type Region = (typeof regions)[number];

export { customerTypes, type CustomerType };

/** Delivery destinations of spec §9, with their working-day ranges. */
const deliveryEstimates = {
  italy: '1–2',
  'great-britain': '2–3',
  'eu-west': '2–4',
  'eu-east': '2–4',
  'europe-outside-eu': '4–8',
  'north-america': '4–8',
} as const;
export type DeliveryDestination = keyof typeof deliveryEstimates;

const euWest = ['BE', 'DK', 'FI', 'IE', 'LU', 'MT', 'NL', 'PT', 'ES', 'SE'];
const euEast = ['BG', 'HR', 'CY', 'CZ', 'EE', 'GR', 'HU', 'LV', 'LT', 'PL', 'RO', 'SK', 'SI'];
const extraEu = ['CH', 'NO', 'IS', 'LI', 'AD'];

type CountryRule = { region: Region; delivery: DeliveryDestination };

const countryTable: Record<string, CountryRule> = {
  IT: { region: 'it', delivery: 'italy' },
  // San Marino and the Vatican are served from Italy, Monaco from France, as the sandbox's markets do.
  SM: { region: 'it', delivery: 'italy' },
  VA: { region: 'it', delivery: 'italy' },
  GB: { region: 'gb', delivery: 'great-britain' },
  US: { region: 'us-ca', delivery: 'north-america' },
  CA: { region: 'us-ca', delivery: 'north-america' },
  DE: { region: 'da', delivery: 'eu-west' },
  AT: { region: 'da', delivery: 'eu-west' },
  FR: { region: 'fr', delivery: 'eu-west' },
  MC: { region: 'fr', delivery: 'eu-west' },
  ...Object.fromEntries(euWest.map((code) => [code, { region: 'eu', delivery: 'eu-west' }])),
  ...Object.fromEntries(euEast.map((code) => [code, { region: 'eu', delivery: 'eu-east' }])),
  ...Object.fromEntries(extraEu.map((code) => [code, { region: 'extra-eu', delivery: 'europe-outside-eu' }])),
};

/** Countries we ship to, in table order. */
const shippingCountries = Object.keys(countryTable);

/** A few countries outside every market, offered in the selector so a visitor learns we do not ship there. */
const unshippedCountries = ['AU', 'BR', 'CN', 'IN', 'JP', 'MX', 'NZ', 'SG', 'TR', 'UA', 'AE', 'ZA'];

export const selectableCountries = [...shippingCountries, ...unshippedCountries];

export function regionForCountry(country: string): Region | undefined {
  return countryTable[country.toUpperCase()]?.region;
}

export function isShippedCountry(country: string): boolean {
  return regionForCountry(country) !== undefined;
}

export function deliveryFor(country: string): { destination: DeliveryDestination; days: string } | undefined {
  const rule = countryTable[country.toUpperCase()];
  return rule && { destination: rule.delivery, days: deliveryEstimates[rule.delivery] };
}

function currencyForRegion(region: Region): Currency {
  if (region === 'gb') return 'GBP';
  if (region === 'us-ca') return 'USD';
  return 'EUR';
}

export type Market = { code: string; region: Region; customerType: CustomerType; currency: Currency };

export function marketFor(region: Region, customerType: CustomerType): Market {
  return { code: `${region}-${customerType}`, region, customerType, currency: currencyForRegion(region) };
}

/** The market a country and customer type belong to; undefined when we do not ship to the country. */
export function marketForCountry(country: string, customerType: CustomerType): Market | undefined {
  const region = regionForCountry(country);
  return region && marketFor(region, customerType);
}

export function parseMarketCode(code: string): Market | undefined {
  const match = /^(.+)-(consumer|business)$/.exec(code);
  if (!match || !(regions as readonly string[]).includes(match[1])) return undefined;
  return marketFor(match[1] as Region, match[2] as CustomerType);
}

export const allMarketCodes = regions.flatMap((region) => customerTypes.map((type) => marketFor(region, type).code));

/** The country assumed before the visitor picks one: the locale's own country, Ireland for English. */
export function defaultCountryForLocale(locale: string): string {
  if (locale === 'de') return 'DE';
  if (locale === 'it') return 'IT';
  return 'IE';
}
