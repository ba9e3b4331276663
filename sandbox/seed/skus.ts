import type { Currency } from './regions';

export interface SkuSeed {
  code: string;
  name: string;
  /** The name in the other languages, for the sandbox's checkout page (the platform's names are one language). */
  names: { de: string; it: string };
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
    names: { de: 'Freshly Kühlschrank-Luftreiniger', it: 'Freshly purificatore per frigorifero' },
    kind: 'product',
    family: 'freshly',
    prices: { EUR: 69, GBP: 59, USD: 75 },
    stock: 500,
  },
  {
    code: 'VERDE-BASIC',
    name: 'Verde basic plant purifier',
    names: { de: 'Verde basic Pflanzen-Luftreiniger', it: 'Verde basic purificatore a piante' },
    kind: 'product',
    family: 'verde',
    prices: { EUR: 149, GBP: 129, USD: 165 },
    stock: 500,
  },
  {
    code: 'VERDE-SMART',
    name: 'Verde smart plant purifier',
    names: { de: 'Verde smart Pflanzen-Luftreiniger', it: 'Verde smart purificatore a piante' },
    kind: 'product',
    family: 'verde',
    prices: { EUR: 249, GBP: 215, USD: 275 },
    stock: 500,
  },
  {
    code: 'AURA-01',
    name: 'Aura personal purifier',
    names: { de: 'Aura persönlicher Luftreiniger', it: 'Aura purificatore personale' },
    kind: 'product',
    family: 'aura',
    prices: { EUR: 89, GBP: 79, USD: 99 },
    stock: 3,
  },
  {
    code: 'FRESHLY-FILTER',
    name: 'Freshly replacement filter',
    names: { de: 'Freshly Ersatzfilter', it: 'Filtro di ricambio Freshly' },
    kind: 'spare_part',
    family: 'freshly',
    prices: { EUR: 19, GBP: 16, USD: 21 },
    stock: 500,
  },
  {
    code: 'FRESHLY-CABLE',
    name: 'Freshly charging cable',
    names: { de: 'Freshly Ladekabel', it: 'Cavo di ricarica Freshly' },
    kind: 'spare_part',
    family: 'freshly',
    prices: { EUR: 12, GBP: 10, USD: 13 },
    stock: 500,
  },
  {
    code: 'VERDE-SUBSTRATE',
    name: 'Verde substrate refill',
    names: { de: 'Verde Substrat-Nachfüllpack', it: 'Ricarica di substrato Verde' },
    kind: 'spare_part',
    family: 'verde',
    prices: { EUR: 15, GBP: 13, USD: 17 },
    stock: 500,
  },
  {
    code: 'VERDE-POT',
    name: 'Verde pot',
    names: { de: 'Verde Topf', it: 'Vaso Verde' },
    kind: 'spare_part',
    family: 'verde',
    prices: { EUR: 29, GBP: 25, USD: 32 },
    stock: 0,
  },
  {
    code: 'AURA-FILTER',
    name: 'Aura replacement filter',
    names: { de: 'Aura Ersatzfilter', it: 'Filtro di ricambio Aura' },
    kind: 'spare_part',
    family: 'aura',
    prices: { EUR: 14, GBP: 12, USD: 15 },
    stock: 500,
  },
  {
    code: 'AURA-STRAP',
    name: 'Aura strap',
    names: { de: 'Aura Trageband', it: 'Cinturino Aura' },
    kind: 'spare_part',
    family: 'aura',
    prices: { EUR: 9, GBP: 8, USD: 10 },
    stock: 500,
  },
];

/** Net prices (business, export) are the consumer price without the VAT it includes, rounded to the cent. */
export function priceCents(consumerUnits: number, vat: number, net: boolean): number {
  const gross = consumerUnits * 100;
  return net ? Math.round(gross / (1 + vat)) : gross;
}
