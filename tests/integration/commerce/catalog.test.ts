import { beforeAll, describe, expect, it } from 'vitest';
import { cartView } from '@/lib/cart/view';
import { marketFor } from '@/lib/markets/regions';
import { loadCommerce } from './load';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

const codes = ['FRESHLY-01', 'AURA-01', 'VERDE-POT', 'VERDE-BASIC'];

describe('catalog offers per market', () => {
  it('EUR consumer (it-consumer): FRESHLY-01 at 69 € with VAT, stock per SKU', async () => {
    const offers = await lib.catalog.getOffers('it-consumer', codes);
    expect([...offers.keys()].sort()).toEqual([...codes].sort());
    expect(offers.get('FRESHLY-01')).toMatchObject({
      skuCode: 'FRESHLY-01',
      name: 'Freshly fridge purifier',
      currency: 'EUR',
      amountCents: 6900,
      stock: 500,
    });
    expect(offers.get('VERDE-BASIC')).toMatchObject({ currency: 'EUR', amountCents: 14900 });
    expect(offers.get('AURA-01')).toMatchObject({ currency: 'EUR', amountCents: 8900, stock: 3 });
    expect(offers.get('VERDE-POT')).toMatchObject({ currency: 'EUR', amountCents: 2900, stock: 0 });
  });

  it('EUR business (it-business): the price without Italian VAT', async () => {
    const offers = await lib.catalog.getOffers('it-business', ['FRESHLY-01', 'AURA-01']);
    expect(offers.get('FRESHLY-01')).toMatchObject({ currency: 'EUR', amountCents: Math.round(6900 / 1.22) });
    expect(offers.get('AURA-01')).toMatchObject({ amountCents: Math.round(8900 / 1.22), stock: 3 });
  });

  it('GBP (gb-consumer) and USD (us-ca-consumer) markets price in their own currency', async () => {
    const gb = await lib.catalog.getOffers('gb-consumer', codes);
    expect(gb.get('FRESHLY-01')).toMatchObject({ currency: 'GBP', amountCents: 5900, stock: 500 });
    expect(gb.get('AURA-01')).toMatchObject({ currency: 'GBP', amountCents: 7900, stock: 3 });
    expect(gb.get('VERDE-POT')).toMatchObject({ currency: 'GBP', amountCents: 2500, stock: 0 });
    const us = await lib.catalog.getOffers('us-ca-consumer', ['FRESHLY-01', 'VERDE-BASIC']);
    expect(us.get('FRESHLY-01')).toMatchObject({ currency: 'USD', amountCents: 7500 });
    expect(us.get('VERDE-BASIC')).toMatchObject({ currency: 'USD', amountCents: 16500 });
  });

  it('leaves out SKUs the platform does not know', async () => {
    const offers = await lib.catalog.getOffers('fr-consumer', ['FRESHLY-01', 'NO-SUCH-SKU']);
    expect([...offers.keys()]).toEqual(['FRESHLY-01']);
    expect(offers.get('FRESHLY-01')).toMatchObject({ currency: 'EUR', amountCents: 6900 });
  });

  it('the cart shows the stock states: scarce AURA-01, out-of-stock VERDE-POT', async () => {
    const offers = await lib.catalog.getOffers('it-consumer', ['AURA-01', 'VERDE-POT', 'FRESHLY-01']);
    const view = cartView(
      { country: 'IT', shipped: true, market: marketFor('it', 'consumer') },
      undefined,
      offers,
      ['AURA-01', 'VERDE-POT', 'FRESHLY-01'],
      'it',
    );
    expect(view.suggestions.map((offer) => [offer.skuCode, offer.stockState, offer.price])).toEqual([
      ['AURA-01', 'scarce', '89,00\u00a0€'],
      ['VERDE-POT', 'out-of-stock', '29,00\u00a0€'],
      ['FRESHLY-01', 'in-stock', '69,00\u00a0€'],
    ]);
  });
});
