// @vitest-environment node
import type { LineItem, Order } from '@commercelayer/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cart from '@/lib/cart/order';
import type { CartCookie } from '@/lib/cart/cookie';
import { addToCart, changePlace, orderCreationSteps, type CartRequest } from '@/lib/cart/server';
import * as catalog from '@/lib/catalogue/server';
import { HttpProblem } from '@/lib/http/problem';
import { consumeLimits, limits, resetLimits } from '@/lib/http/rate-limit';

const platform = { created: 0, deleted: [] as string[], orders: new Map<string, Order>() };

const make = (): Order => {
  platform.created += 1;
  const line: Partial<LineItem> = { id: `line-${platform.created}`, item_type: 'skus', sku_code: 'FRESHLY-FILTER' };
  const order: Partial<Order> = { id: `order-${platform.created}`, status: 'draft', line_items: [line as LineItem] };
  platform.orders.set(`order-${platform.created}`, order as Order);
  return order as Order;
};

const office = '198.51.100.20';
const request = (cookie: CartCookie, client = office): CartRequest => ({
  cookie,
  locale: 'en',
  origin: 'http://localhost:3000',
  client,
});
const refusal = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('order limits shaped like real traffic', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    resetLimits();
    platform.created = 0;
    platform.deleted = [];
    platform.orders.clear();
    vi.spyOn(cart, 'createOrder').mockImplementation(async () => make());
    vi.spyOn(cart, 'addSku').mockResolvedValue(undefined);
    vi.spyOn(cart, 'retrieveOpenOrder').mockImplementation(async (_market, id) => platform.orders.get(id));
    vi.spyOn(cart, 'moveOrder').mockImplementation(async () => ({ order: make(), notMoved: [], couponDropped: false }));
    vi.spyOn(cart, 'discardOrder').mockImplementation(async (_market, id) => {
      platform.deleted.push(id);
      platform.orders.delete(id);
    });
    vi.spyOn(catalog, 'getOffers').mockResolvedValue(new Map());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('lets 150 shoppers behind one address each start a cart within two minutes', async () => {
    for (let shopper = 0; shopper < 150; shopper++) {
      vi.setSystemTime(new Date(Date.parse('2026-11-25T09:00:00Z') + shopper * 800));
      const { cookie } = await addToCart(request({}), 'FRESHLY-FILTER', 1);
      expect(cookie.visitor).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect((await addToCart(request(cookie), 'FRESHLY-FILTER', 1)).cookie).toMatchObject({
        orderId: cookie.orderId,
        visitor: cookie.visitor,
      });
    }
    expect(platform.created).toBe(150);
  });

  it('throttles a script creating carts without cookies within its first minute, and keeps other addresses open', async () => {
    let created = 0;
    let refused: unknown;
    while (!refused && created < 1000) {
      refused = await refusal(addToCart(request({}), 'FRESHLY-FILTER', 1));
      if (!refused) created += 1;
    }
    expect(created).toBe(limits.orderCreationAddressBurst.points);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ status: 429 });
    expect(Number((refused as HttpProblem).headers['Retry-After'])).toBeLessThanOrEqual(60);
    await expect(addToCart(request({}, '203.0.113.5'), 'FRESHLY-FILTER', 1)).resolves.toBeDefined();
  });

  it('caps a slower script at the hourly ceiling of its address', async () => {
    let created = 0;
    let refused: unknown;
    for (let second = 0; !refused && second < 3600; second++) {
      vi.setSystemTime(new Date(Date.parse('2026-11-25T09:00:00Z') + second * 1000));
      refused = await refusal(consumeLimits(orderCreationSteps(undefined, office)));
      if (!refused) created += 1;
    }
    expect(created).toBe(limits.orderCreationAddress.points);
  });

  it('counts every moved order against the visitor and deletes the draft it leaves', async () => {
    let { cookie } = await addToCart(request({}), 'FRESHLY-FILTER', 1);
    const first = cookie.orderId;
    ({ cookie } = await changePlace(request(cookie), { customerType: 'business' }));
    expect(cookie.orderId).not.toBe(first);
    expect(platform.deleted).toEqual([first]);
    let moves = 1;
    let refused: unknown;
    while (!refused && moves < 100) {
      const type = moves % 2 ? 'consumer' : 'business';
      const outcome = await changePlace(request(cookie), { customerType: type }).catch((error: unknown) => error);
      if (outcome instanceof Error) refused = outcome;
      else ({ cookie } = outcome as { cookie: CartCookie });
      if (!refused) moves += 1;
    }
    expect(refused).toMatchObject({ status: 429 });
    expect(moves).toBe(limits.orderCreation.points);
    expect(platform.orders.size).toBe(1);
  });
});
