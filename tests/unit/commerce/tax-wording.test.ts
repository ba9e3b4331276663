import { describe, expect, it } from 'vitest';
import { selectableCountries } from '@/lib/markets/regions';
import { importChargesOnDelivery, taxWording } from '@/lib/markets/tax-wording';

describe('what the buy box and the cart say about tax, per market', () => {
  it('US and Canada: computed at checkout, for private and business buyers', () => {
    for (const country of ['US', 'CA']) {
      expect(taxWording(country, 'consumer')).toBe('atCheckout');
      expect(taxWording(country, 'business', false)).toBe('atCheckout');
      expect(importChargesOnDelivery(country)).toBe(false);
    }
  });

  it('extra-EU (Switzerland, Norway, …): an export without VAT, and duties may be charged on delivery', () => {
    for (const country of ['CH', 'NO', 'IS', 'LI', 'AD']) {
      expect(taxWording(country, 'consumer', false)).toBe('export');
      expect(importChargesOnDelivery(country)).toBe(true);
    }
  });

  it('Great Britain: VAT included for private buyers, and duties may be charged on delivery', () => {
    expect(taxWording('GB', 'consumer', true)).toBe('included');
    expect(taxWording('GB', 'business', false)).toBe('added');
    expect(importChargesOnDelivery('GB')).toBe(true);
  });

  it('inside the EU: included for private buyers, added for business buyers, no import note', () => {
    for (const country of ['IT', 'DE', 'AT', 'FR', 'IE', 'PL', 'SM', 'MC']) {
      expect(taxWording(country, 'consumer')).toBe('included');
      expect(taxWording(country, 'business')).toBe('added');
      expect(importChargesOnDelivery(country)).toBe(false);
    }
  });

  it('reads the one country list: every country outside the EU we ship to is named', () => {
    const outside = selectableCountries.filter((country) => importChargesOnDelivery(country));
    expect(outside.sort()).toEqual(['AD', 'CH', 'GB', 'IS', 'LI', 'NO']);
  });
});
