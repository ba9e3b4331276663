export type Currency = 'EUR' | 'GBP' | 'USD';

export interface Region {
  key: string;
  name: string;
  currency: Currency;
  /** VAT rate: included in consumer prices, added on top of business prices. */
  vat: number;
  /** Outside the EU VAT area: every buyer pays the EU consumer price without this EU VAT, and none is added. */
  exportNetOf?: number;
  leadDays: [number, number];
  countries: string[];
}

/** The VAT the euro consumer prices of sandbox/seed/skus.ts are taken to include. */
const EU_VAT = 0.21;

export const REGIONS: Region[] = [
  {
    key: 'eu',
    name: 'EU',
    currency: 'EUR',
    vat: EU_VAT,
    leadDays: [2, 4],
    countries: [
      'BE',
      'NL',
      'LU',
      'ES',
      'PT',
      'IE',
      'PL',
      'CZ',
      'SK',
      'HU',
      'SI',
      'HR',
      'RO',
      'BG',
      'GR',
      'SE',
      'FI',
      'DK',
      'EE',
      'LV',
      'LT',
      'CY',
      'MT',
    ],
  },
  {
    key: 'extra-eu',
    name: 'Extra-EU',
    currency: 'EUR',
    vat: 0,
    exportNetOf: EU_VAT,
    leadDays: [4, 8],
    countries: ['CH', 'NO', 'IS', 'LI', 'AD'],
  },
  { key: 'gb', name: 'Great Britain', currency: 'GBP', vat: 0.2, leadDays: [2, 3], countries: ['GB'] },
  { key: 'it', name: 'Italy', currency: 'EUR', vat: 0.22, leadDays: [1, 2], countries: ['IT', 'SM', 'VA'] },
  { key: 'us-ca', name: 'US & Canada', currency: 'USD', vat: 0, leadDays: [4, 8], countries: ['US', 'CA'] },
  { key: 'da', name: 'Germany & Austria', currency: 'EUR', vat: 0.19, leadDays: [2, 4], countries: ['DE', 'AT'] },
  { key: 'fr', name: 'France', currency: 'EUR', vat: 0.2, leadDays: [2, 4], countries: ['FR', 'MC'] },
];

/** Standard VAT rates of the shipping countries whose rate differs from their region's (the region's rate prices). */
const COUNTRY_VAT: Record<string, number> = {
  AT: 0.2,
  BG: 0.2,
  CY: 0.19,
  DK: 0.25,
  EE: 0.24,
  FI: 0.255,
  GR: 0.24,
  HR: 0.25,
  HU: 0.27,
  IE: 0.23,
  LU: 0.17,
  MT: 0.18,
  PL: 0.23,
  PT: 0.23,
  SE: 0.25,
  SI: 0.22,
  SK: 0.23,
};

export const vatOf = (region: Region, country: string) => COUNTRY_VAT[country] ?? region.vat;

/** Prices without VAT: for business buyers, and for every buyer of an export region. */
export const taxExcluded = (region: Region, business: boolean) => business || region.exportNetOf !== undefined;

export const CUSTOMER_TYPES = ['consumer', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const marketCode = (region: Region, type: CustomerType) => `${region.key}-${type}`;
