import { describe, expect, it } from 'vitest';
import { offerView } from '@/lib/cart/view';

const aura = { skuCode: 'AURA-01', name: 'Aura', currency: 'EUR', amountCents: 8900, stock: 3 };

describe('an offer as the buy box gets it', () => {
  it.each([
    ['en', '€89.00', '€29.67'],
    ['de', '89,00 €', '29,67 €'],
    ['it', '89,00 €', '29,67 €'],
  ] as const)(
    'in %s carries its price and one of three instalments, formatted on the server',
    (locale, price, third) => {
      const view = offerView(aura, locale, 'consumer');
      expect(view.price.replace(/\s/g, ' ')).toBe(price);
      expect(view.instalment.replace(/\s/g, ' ')).toBe(third);
    },
  );
});
