import { describe, expect, it } from 'vitest';
import type { Offer } from '@/lib/catalogue/server';
import { cartView, offerView } from '@/lib/cart/view';
import { marketFor } from '@/lib/markets/regions';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { lineItemOf, orderOf } from '@/tests/support/commerce-order';

const messages = { en, de, it: it_ } as const;

const offer = (skuCode: string, amountCents: number, stock: number | null): Offer => ({
  skuCode,
  name: skuCode,
  currency: 'EUR',
  amountCents,
  stock,
});

const order = orderOf({
  id: 'ord',
  status: 'pending',
  currency_code: 'EUR',
  coupon_code: 'WELCOME10',
  metadata: { notes: 'ring twice' },
  subtotal_amount_cents: 17800,
  discount_amount_cents: -5680,
  shipping_amount_cents: 0,
  total_tax_amount_cents: 2186,
  total_amount_cents: 12120,
  tax_included: true,
  line_items: [
    lineItemOf({
      id: 'l1',
      item_type: 'skus',
      sku_code: 'AURA-01',
      name: 'Aura',
      quantity: 2,
      unit_amount_cents: 8900,
      total_amount_cents: 17800,
    }),
    lineItemOf({
      id: 'p1',
      item_type: 'buy_x_pay_y_promotions',
      name: 'Buy 2',
      quantity: 1,
      total_amount_cents: -3900,
    }),
    lineItemOf({
      id: 'p2',
      item_type: 'percentage_discount_promotions',
      name: '10 %',
      quantity: 1,
      total_amount_cents: -1780,
    }),
  ],
});

describe('cartView', () => {
  const place = { country: 'IT', shipped: true, market: marketFor('it', 'consumer') };
  const offers = new Map([
    ['AURA-01', offer('AURA-01', 8900, 3)],
    ['AURA-FILTER', offer('AURA-FILTER', 1400, 500)],
  ]);

  it('lists SKU lines with stock state, discount lines by kind and the summary in the page language', () => {
    const view = cartView(place, order, offers, ['AURA-FILTER', 'AURA-STRAP'], 'de');
    expect(view.items).toEqual([
      expect.objectContaining({
        id: 'l1',
        skuCode: 'AURA-01',
        quantity: 2,
        unitPrice: '89,00\u00a0€',
        total: '178,00\u00a0€',
        stock: 3,
        stockState: 'scarce',
      }),
    ]);
    expect(view.itemCount).toBe(2);
    expect(view.discounts).toEqual([
      { id: 'p1', kind: 'promotion', amount: '-39,00\u00a0€', saving: '39,00\u00a0€' },
      { id: 'p2', kind: 'coupon', amount: '-17,80\u00a0€' },
    ]);
    expect(view.summary).toMatchObject({
      subtotal: '178,00\u00a0€',
      shippingCents: 0,
      tax: '21,86\u00a0€',
      taxIncluded: true,
      taxWording: 'included',
      importNote: false,
      total: '121,20\u00a0€',
    });
    expect(view).toMatchObject({ notes: 'ring twice', couponCode: 'WELCOME10', deliveryDays: '1–2', currency: 'EUR' });
    expect(view.suggestions.map((s) => s.skuCode)).toEqual(['AURA-FILTER']);
  });

  it("labels a referral code's fixed amount as the coupon's line", () => {
    const referral = {
      ...order,
      coupon_code: 'MARIA-7K2Q',
      line_items: [
        ...(order.line_items ?? []).filter((line) => line.item_type === 'skus'),
        lineItemOf({
          id: 'p3',
          item_type: 'fixed_amount_promotions',
          name: 'Referral',
          quantity: 1,
          total_amount_cents: -2000,
        }),
      ],
    };
    expect(cartView(place, referral, offers, [], 'it').discounts).toEqual([
      { id: 'p3', kind: 'coupon', amount: '-20,00\u00a0€' },
    ]);
  });

  it.each([
    ['en', '/aura', '/spare-parts'],
    ['de', '/de/aura', '/de/ersatzteile'],
    ['it', '/it/aura', '/it/ricambi'],
  ] as const)(
    '%s: gives each line and suggestion its name, link and picture, so the browser needs no SKU or route table',
    (locale, product, parts) => {
      const view = cartView(place, order, offers, ['AURA-FILTER'], locale);
      expect(view.items[0]).toMatchObject({
        name: messages[locale].product.skus['AURA-01'],
        href: product,
        image: '/content/products/aura.webp',
      });
      expect(view.suggestions[0]).toMatchObject({
        skuCode: 'AURA-FILTER',
        name: messages[locale].product.skus['AURA-FILTER'],
        href: parts,
        image: '/content/products/parts/aura-filter.webp',
      });
    },
  );

  it("keeps the platform's name of a SKU the site does not know, without link or picture", () => {
    const unknown = { ...order, line_items: [{ ...order.line_items![0]!, sku_code: 'NEW-01', name: 'New' }] };
    const [line] = cartView(place, unknown, offers, [], 'de').items;
    expect(line).toMatchObject({ skuCode: 'NEW-01', name: 'New' });
    expect(line).not.toHaveProperty('href');
    expect(line).not.toHaveProperty('image');
  });

  it('is an empty cart without an order, still with delivery estimate and suggestions', () => {
    const view = cartView(
      { country: 'JP', shipped: false, market: marketFor('gb', 'business') },
      undefined,
      offers,
      ['AURA-FILTER'],
      'en',
    );
    expect(view).toMatchObject({
      items: [],
      itemCount: 0,
      summary: undefined,
      shipped: false,
      currency: 'GBP',
      customerType: 'business',
    });
    expect(view.deliveryDays).toBeUndefined();
    expect(view.suggestions[0]).toMatchObject({ price: '€14.00', customerType: 'business' });
  });
});

describe('offerView', () => {
  it.each([
    ['en', '€89.00', '€29.67'],
    ['de', '89,00 €', '29,67 €'],
    ['it', '89,00 €', '29,67 €'],
  ] as const)(
    'in %s carries its price and one of three instalments, formatted on the server',
    (locale, price, third) => {
      const view = offerView(offer('AURA-01', 8900, 3), locale, 'consumer');
      expect(view.price.replace(/\s/g, ' ')).toBe(price);
      expect(view.instalment.replace(/\s/g, ' ')).toBe(third);
    },
  );
});
