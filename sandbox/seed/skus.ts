import type { Currency } from './regions';

export interface SkuSeed {
  code: string;
  name: string;
  kind: 'product' | 'spare_part';
  family: string;
  /** Consumer prices (VAT included) in each currency, in whole units. */
  prices: Record<Currency, number>;
  stock: number;
}

export const SKUS: SkuSeed[] = [
  {
    code: 'FRESHLY-01',
    name: 'Freshly fridge purifier',
    kind: 'product',
    family: 'freshly',
    prices: { EUR: 69, GBP: 59, USD: 75 },
    stock: 500,
  },
  {
    code: 'VERDE-BASIC',
    name: 'Verde plant purifier basic',
    kind: 'product',
    family: 'verde',
    prices: { EUR: 149, GBP: 129, USD: 165 },
    stock: 500,
  },
  {
    code: 'VERDE-SMART',
    name: 'Verde plant purifier smart',
    kind: 'product',
    family: 'verde',
    prices: { EUR: 249, GBP: 215, USD: 275 },
    stock: 500,
  },
  {
    code: 'AURA-01',
    name: 'Aura personal purifier',
    kind: 'product',
    family: 'aura',
    prices: { EUR: 89, GBP: 79, USD: 99 },
    stock: 3,
  },
  {
    code: 'FRESHLY-FILTER',
    name: 'Freshly replacement filter',
    kind: 'spare_part',
    family: 'freshly',
    prices: { EUR: 19, GBP: 16, USD: 21 },
    stock: 500,
  },
  {
    code: 'FRESHLY-CABLE',
    name: 'Freshly charging cable',
    kind: 'spare_part',
    family: 'freshly',
    prices: { EUR: 12, GBP: 10, USD: 13 },
    stock: 500,
  },
  {
    code: 'VERDE-SUBSTRATE',
    name: 'Verde active substrate',
    kind: 'spare_part',
    family: 'verde',
    prices: { EUR: 15, GBP: 13, USD: 17 },
    stock: 500,
  },
  {
    code: 'VERDE-POT',
    name: 'Verde replacement pot',
    kind: 'spare_part',
    family: 'verde',
    prices: { EUR: 29, GBP: 25, USD: 32 },
    stock: 0,
  },
  {
    code: 'AURA-FILTER',
    name: 'Aura replacement filter',
    kind: 'spare_part',
    family: 'aura',
    prices: { EUR: 14, GBP: 12, USD: 15 },
    stock: 500,
  },
  {
    code: 'AURA-STRAP',
    name: 'Aura neck strap',
    kind: 'spare_part',
    family: 'aura',
    prices: { EUR: 9, GBP: 8, USD: 10 },
    stock: 500,
  },
];

/** Business prices are the consumer price without the market's VAT, rounded to the cent. */
export function priceCents(consumerUnits: number, vat: number, business: boolean): number {
  const gross = consumerUnits * 100;
  return business ? Math.round(gross / (1 + vat)) : gross;
}
