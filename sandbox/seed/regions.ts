export type Currency = 'EUR' | 'GBP' | 'USD';

export interface Region {
  key: string;
  name: string;
  currency: Currency;
  /** VAT rate: included in consumer prices, added on top of business prices. */
  vat: number;
  leadDays: [number, number];
  countries: string[];
}

export const REGIONS: Region[] = [
  {
    key: 'eu',
    name: 'EU',
    currency: 'EUR',
    vat: 0.21,
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
    ],
  },
  { key: 'extra-eu', name: 'Extra-EU', currency: 'EUR', vat: 0, leadDays: [4, 8], countries: ['CH', 'NO', 'IS', 'LI'] },
  { key: 'gb', name: 'Great Britain', currency: 'GBP', vat: 0.2, leadDays: [2, 3], countries: ['GB'] },
  { key: 'it', name: 'Italy', currency: 'EUR', vat: 0.22, leadDays: [1, 2], countries: ['IT', 'SM', 'VA'] },
  { key: 'us-ca', name: 'US & Canada', currency: 'USD', vat: 0, leadDays: [4, 8], countries: ['US', 'CA'] },
  { key: 'da', name: 'Germany & Austria', currency: 'EUR', vat: 0.19, leadDays: [2, 4], countries: ['DE', 'AT'] },
  { key: 'fr', name: 'France', currency: 'EUR', vat: 0.2, leadDays: [2, 4], countries: ['FR', 'MC'] },
];

export const CUSTOMER_TYPES = ['consumer', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const marketCode = (region: Region, type: CustomerType) => `${region.key}-${type}`;
