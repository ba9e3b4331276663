import { describe, expect, it } from 'vitest';
import { productJsonLd } from '@/lib/seo/json-ld';

const base = { name: 'Aura', url: 'https://x.test/de/aura', sku: 'AURA-01', brand: 'Viridea' };

describe('Product JSON-LD offer', () => {
  it('carries price, currency, availability and url of the market offer', () => {
    const product = productJsonLd({ ...base, offer: { amountCents: 8900, currency: 'EUR', stockState: 'scarce' } });
    expect(product.offers).toEqual({
      '@type': 'Offer',
      price: '89.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/LimitedAvailability',
      url: 'https://x.test/de/aura',
    });
  });

  it('maps each stock state and leaves the offer out without one', () => {
    const availability = (stockState: 'in-stock' | 'out-of-stock' | 'unknown') =>
      (
        productJsonLd({ ...base, offer: { amountCents: 3905, currency: 'GBP', stockState } }).offers as {
          availability: string;
        }
      ).availability;
    expect(availability('in-stock')).toBe('https://schema.org/InStock');
    expect(availability('out-of-stock')).toBe('https://schema.org/OutOfStock');
    expect(availability('unknown')).toBe('https://schema.org/InStock');
    expect(
      productJsonLd({ ...base, offer: { amountCents: 3905, currency: 'GBP', stockState: 'in-stock' } }).offers,
    ).toMatchObject({ price: '39.05' });
    expect(productJsonLd(base).offers).toBeUndefined();
  });
});
