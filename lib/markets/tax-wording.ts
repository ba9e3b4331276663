import { regionForCountry, type CustomerType } from './regions';

/**
 * What a price or a cart says about tax in a market: VAT included (private buyers in the EU, Italy, GB), added
 * (business buyers), computed at checkout (US and Canada: sales tax), or none charged on an export (extra-EU).
 */
export type TaxWording = 'included' | 'added' | 'atCheckout' | 'export';

/** `taxIncluded`: what the order says, when there is one; otherwise private buyers' prices include VAT. */
export function taxWording(country: string, customerType: CustomerType, taxIncluded?: boolean): TaxWording {
  const region = regionForCountry(country);
  if (region === 'us-ca') return 'atCheckout';
  if (region === 'extra-eu') return 'export';
  return (taxIncluded ?? customerType === 'consumer') ? 'included' : 'added';
}

/** Destinations outside the EU's customs union in Europe, where duties or import VAT may be charged on delivery. */
export function importChargesOnDelivery(country: string): boolean {
  const region = regionForCountry(country);
  return region === 'extra-eu' || region === 'gb';
}
