import type { Order } from '@commercelayer/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveOrder } from '@/lib/cart/order';
import { CommerceApiError } from '@/lib/commerce/errors';
import * as sdk from '@/lib/commerce/sdk';
import { lineItemOf, orderOf } from '@/tests/support/commerce-order';

const calls: string[] = [];
const notSold = new Set(['VERDE-POT']);

// The platform as moveOrder sees it through withMarketClient.
const platform = vi.fn().mockImplementation(async (market: string, work: (client: unknown) => Promise<unknown>) =>
  work({
    orders: {
      relationship: (id: string) => ({ type: 'orders', id }),
      create: async (attributes: Record<string, unknown>) => {
        calls.push(`${market} create order ${JSON.stringify(attributes.metadata ?? {})}`);
        return { id: 'new-order', status: 'draft', line_items: [] };
      },
      update: async ({ id, coupon_code }: { id: string; coupon_code?: string }) => {
        calls.push(`${market} coupon ${coupon_code} on ${id}`);
        if (coupon_code === 'EXPIRED')
          throw new CommerceApiError(422, 'Unprocessable Entity', [{ detail: 'coupon_code - is invalid' }]);
        return { id, status: 'draft' };
      },
      retrieve: async (id: string) => ({ id, status: 'pending', line_items: [] }),
    },
    line_items: {
      create: async ({ sku_code, quantity }: { sku_code: string; quantity: number }) => {
        calls.push(`${market} add ${sku_code} x${quantity}`);
        if (notSold.has(sku_code))
          throw new CommerceApiError(422, 'Unprocessable Entity', [{ detail: 'sku not sold here' }]);
        return { id: `li-${sku_code}` };
      },
    },
  }),
);

function order(lines: Array<[string, number]>, extra: Partial<Order> = {}): Order {
  return orderOf({
    id: 'old-order',
    status: 'pending',
    metadata: { notes: 'ring twice' },
    line_items: [
      ...lines.map(([sku, quantity]) => lineItemOf({ id: `li-${sku}`, item_type: 'skus', sku_code: sku, quantity })),
      lineItemOf({ id: 'promo', item_type: 'buy_x_pay_y_promotions', quantity: 1 }),
    ],
    ...extra,
  });
}

const links = { languageCode: 'de' };

describe('moveOrder', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(sdk, 'withMarketClient').mockImplementation((market, work) => platform(market, work));
  });
  afterEach(() => vi.restoreAllMocks());

  it('re-creates the order in the target market with its items, notes and coupon', async () => {
    const result = await moveOrder(order([['FRESHLY-01', 2]], { coupon_code: 'WELCOME10' }), 'gb-consumer', links);
    expect(result.notMoved).toEqual([]);
    expect(result.couponDropped).toBe(false);
    expect(result.order?.id).toBe('new-order');
    expect(calls).toEqual([
      'gb-consumer create order {"notes":"ring twice"}',
      'gb-consumer add FRESHLY-01 x2',
      'gb-consumer coupon WELCOME10 on new-order',
    ]);
  });

  it('reports the SKUs the new market refuses and a coupon that no longer applies', async () => {
    const result = await moveOrder(
      order(
        [
          ['FRESHLY-01', 1],
          ['VERDE-POT', 1],
        ],
        { coupon_code: 'EXPIRED' },
      ),
      'us-ca-business',
      links,
    );
    expect(result.notMoved).toEqual(['VERDE-POT']);
    expect(result.couponDropped).toBe(true);
  });

  it('creates nothing for an empty cart', async () => {
    expect(await moveOrder(undefined, 'it-business', links)).toEqual({ notMoved: [], couponDropped: false });
    expect(await moveOrder(order([]), 'it-business', links)).toEqual({ notMoved: [], couponDropped: false });
    expect(calls).toEqual([]);
  });
});
