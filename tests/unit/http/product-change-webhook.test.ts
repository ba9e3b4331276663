// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedSkuOf } from '@/app/api/webhooks/commerce/product-change';
import { POST } from '@/app/api/webhooks/commerce/route';
import { fakeCache, revalidateTag } from '@/tests/support/next-cache';

const secret = 'product-change-secret';

async function deliver(topic: string, data: unknown) {
  const body = JSON.stringify({ data });
  return POST(
    new Request('http://shop.test/api/webhooks/commerce', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CommerceLayer-Topic': topic,
        'X-CommerceLayer-Signature': createHmac('sha256', secret).update(body).digest('base64'),
      },
      body,
    }),
  );
}

describe('commerce webhook: price and stock changes', () => {
  beforeAll(() => vi.stubEnv('COMMERCE_WEBHOOK_SECRET', secret));
  beforeEach(() => fakeCache({ revalidateTag: () => undefined }));
  afterAll(() => vi.unstubAllEnvs());

  it('names the SKU of a price, stock item or SKU update, or of a back-in-stock notice, nothing else', () => {
    expect(changedSkuOf('prices.update', { type: 'prices', attributes: { sku_code: 'FRESHLY-01' } })).toBe(
      'FRESHLY-01',
    );
    expect(changedSkuOf('stock_items.update', { type: 'stock_items', attributes: { sku_code: 'VERDE' } })).toBe(
      'VERDE',
    );
    expect(changedSkuOf('skus.update', { type: 'skus', attributes: { code: 'FILTER-3' } })).toBe('FILTER-3');
    expect(
      changedSkuOf('in_stock_subscriptions.notify', {
        type: 'in_stock_subscriptions',
        attributes: { sku_code: 'VERDE-POT' },
      }),
    ).toBe('VERDE-POT');
    expect(changedSkuOf('prices.update', { type: 'orders', attributes: { sku_code: 'X' } })).toBeNull();
    expect(changedSkuOf('orders.place', { type: 'orders' })).toBeNull();
    expect(changedSkuOf('prices.update', { type: 'prices', attributes: {} })).toBeNull();
  });

  it('expires the pages that show that product at once', async () => {
    const response = await deliver('stock_items.update', {
      id: 'stock-1',
      type: 'stock_items',
      attributes: { sku_code: 'freshly-01', quantity: 0 },
    });
    expect(response.status).toBe(204);
    expect(revalidateTag).toHaveBeenCalledWith('commerce:sku:FRESHLY-01', { expire: 0 });
  });
});
