// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backInStockOf } from '@/lib/stock-alerts/notify';

const notice = (sku_code: string, locale: string, path: string) => ({
  id: 'sub-1',
  type: 'in_stock_subscriptions',
  attributes: {
    customer_email: 'shopper@example.com',
    sku_code,
    metadata: { locale, path, confirmed_at: '2027-01-05T10:00:00.000Z' },
  },
});

describe('the back-in-stock mail links the product, in the subscriber’s language', () => {
  it.each([
    ['en', '/spare-parts', '/aura', '/spare-parts#verde-pot'],
    ['de', '/de/ersatzteile', '/de/aura', '/de/ersatzteile#verde-pot'],
    ['it', '/it/ricambi', '/it/aura', '/it/ricambi#verde-pot'],
  ])('in %s: a device’s page, a part’s card, whichever list it was asked on', (locale, list, device, part) => {
    expect(backInStockOf(notice('AURA-01', locale, list))?.path).toBe(device);
    expect(backInStockOf(notice('VERDE-POT', locale, list))?.path).toBe(part);
  });

  it('keeps the page asked on for a SKU the site does not sell, and the home page for a foreign path', () => {
    expect(backInStockOf(notice('UNKNOWN-1', 'de', '/de/ersatzteile'))?.path).toBe('/de/ersatzteile');
    expect(backInStockOf(notice('UNKNOWN-1', 'de', '//evil.example/x'))?.path).toBe('/');
  });
});
