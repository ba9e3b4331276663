// @vitest-environment node
import type { Order } from '@commercelayer/sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { couponProgress, couponRefusal, platformCouponRefusal } from '@/lib/cart/coupon';
import { asCartRefusal, CartRefusal } from '@/lib/cart/refusal';
import { couponRuleFor, registerCouponRule } from '@/lib/cart/coupon-rules';
import { CommerceApiError, CommerceError } from '@/lib/commerce/errors';
import { formatMoney } from '@/lib/markets/money';
import { cartFailure } from '@/lib/cart/refusal-message';
import { registerNewsletterCouponRule } from '@/lib/newsletter/coupon-rule';
import { logger } from '@/lib/telemetry/log';

registerNewsletterCouponRule();
registerCouponRule({
  name: 'friend',
  claim: (code) => (/^[A-Z]+-\d$/.test(code.trim().toUpperCase()) ? code.trim().toUpperCase() : undefined),
  amountOffCents: { EUR: 2000 },
  refusal: async (_code, order) => (order.customerEmail === 'me@example.com' ? 'referralOwnCode' : undefined),
  explainRefusal: async () => 'referralInactive',
});
// The rules live on globalThis: later files in this worker must not meet the made-up one.
afterAll(() => registerCouponRule({ name: 'friend', claim: () => undefined }));
afterEach(() => vi.restoreAllMocks());

const freshly = { id: 'line', item_type: 'skus', sku_code: 'FRESHLY-01', quantity: 1 };
const order = (subtotal: number, discount = 0, extra: Partial<Order> = {}) =>
  ({
    id: 'o',
    subtotal_amount_cents: subtotal,
    discount_amount_cents: discount,
    line_items: [freshly],
    ...extra,
  }) as Order;
const couponError = (detail: string) =>
  new CommerceApiError(422, 'Unprocessable Entity', [
    { code: 'VALIDATION_ERROR', detail, source: { pointer: '/data/attributes/coupon_code' } },
  ]);

describe('coupon rules registered with the cart', () => {
  it('claims each code by its rule, in its spelling', () => {
    expect(couponRuleFor(' welcome10 ')).toMatchObject({ code: 'WELCOME10', rule: { name: 'newsletter' } });
    expect(couponRuleFor('maria-7')).toMatchObject({ code: 'MARIA-7', rule: { name: 'friend' } });
    expect(couponRuleFor('SPRING')).toBeUndefined();
  });

  it('refuses the newsletter code on a 69 € cart with the threshold and what is missing, applies it over 99 €', async () => {
    expect(await couponRefusal('WELCOME10', order(6900), 'EUR')).toMatchObject({
      code: 'couponThreshold',
      amounts: { amount: 9900, missing: 3001 },
    });
    // 2 × 69 € less the buy-2 saving is 99 €: not over it.
    expect(await couponRefusal('WELCOME10', order(13800, -3900), 'EUR')).toMatchObject({ code: 'couponThreshold' });
    expect(await couponRefusal('WELCOME10', order(26800), 'EUR')).toBeUndefined();
  });

  it("asks a feature's rule first and lets it explain the platform's refusal", async () => {
    expect(await couponRefusal('MARIA-7', order(6900, 0, { customer_email: 'me@example.com' }), 'EUR')).toMatchObject({
      code: 'referralOwnCode',
      amounts: { amount: 2000 },
    });
    expect(await platformCouponRefusal('MARIA-7', couponError('is invalid'), 'EUR')).toMatchObject({
      code: 'referralInactive',
    });
    expect(await platformCouponRefusal('SPRING', couponError('is invalid'), 'EUR')).toMatchObject({
      code: 'couponInvalid',
    });
  });

  it('shows the way to the threshold for a code on the order that takes nothing off (issue 26, defect 4)', () => {
    expect(couponProgress('WELCOME10', order(6900, 0, { coupon_code: 'WELCOME10' }), 'EUR', 'en')).toEqual({
      code: 'WELCOME10',
      threshold: '€99.00',
      total: '€69.00',
      missing: '€30.01',
      percent: 69,
    });
    expect(couponProgress('WELCOME10', order(26800, 0), 'EUR', 'en')).toBeUndefined();
    expect(couponProgress('MARIA-7', order(6900), 'EUR', 'en')).toBeUndefined();
  });
});

describe('cart refusals', () => {
  it("tell the platform's coupon refusal from others by its error's pointer, not its wording", () => {
    expect(asCartRefusal(couponError('anything at all'), 'unavailable')).toMatchObject({ code: 'couponInvalid' });
    const stock = new CommerceApiError(422, 'Unprocessable Entity', [{ detail: 'quantity - out of stock' }]);
    expect(asCartRefusal(stock, 'unavailable')).toMatchObject({ code: 'unavailable', status: 422 });
  });

  it('leave server failures, expired tokens and transport errors alone', () => {
    for (const failure of [
      new CommerceApiError(503, 'Service Unavailable'),
      new CommerceApiError(401, 'Unauthorized'),
      new CommerceError('request', 'fetch failed'),
    ])
      expect(asCartRefusal(failure, 'unavailable')).toBe(failure);
  });

  it('map to 4xx statuses', () => {
    expect(new CartRefusal('invalidInput').status).toBe(400);
    expect(new CartRefusal('lineNotFound').status).toBe(404);
    expect(new CartRefusal('empty').status).toBe(409);
    expect(new CartRefusal('notShipped').status).toBe(422);
  });

  it.each([
    ['en', 'This discount code applies to orders over {amount} (after other discounts): add {missing} more to use it.'],
    ['de', 'Dieser Rabattcode gilt für Bestellungen über {amount} (nach anderen Rabatten): Es fehlen noch {missing}.'],
    ['it', 'Questo codice sconto vale per ordini superiori a {amount} (dopo gli altri sconti): mancano {missing}.'],
  ] as const)('read in %s through the one mapping, amounts in its format', async (locale, text) => {
    const money = (cents: number) => formatMoney(cents, 'EUR', locale);
    const threshold = await cartFailure(new CartRefusal('couponThreshold', { amount: 9900, missing: 3001 }), locale);
    expect(threshold).toEqual({
      error: text.replace('{amount}', money(9900)).replace('{missing}', money(3001)),
      code: 'couponThreshold',
      status: 422,
    });
    const own = await cartFailure(new CartRefusal('referralOwnCode', { amount: 2000 }), locale);
    expect(own.error).toContain(money(2000));
    expect((await cartFailure(new CartRefusal('empty'), locale)).status).toBe(409);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(await cartFailure(new CommerceError('request', 'down'), locale)).toMatchObject({
      code: 'service',
      status: 503,
    });
  });
});
