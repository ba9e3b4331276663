import { describe, expect, it } from 'vitest';
import { integrationToken, marketToken, sdk } from './api';
import { addLine, failure, newOrder } from './orders';

async function cart(market: string, lines: Array<[string, number]>, coupon?: string) {
  const cl = sdk(await marketToken(market));
  const order = await newOrder(cl);
  for (const [code, quantity] of lines) await addLine(cl, order.id, code, quantity);
  if (coupon) await cl.orders.update({ id: order.id, coupon_code: coupon });
  return { cl, order: await cl.orders.retrieve(order.id, { include: ['line_items'] }) };
}

const promoLines = (order: {
  line_items?: Array<{ item_type?: string | null; total_amount_cents?: number | null }> | null;
}) =>
  Object.fromEntries(
    (order.line_items ?? []).filter((l) => l.item_type !== 'skus').map((l) => [l.item_type, l.total_amount_cents]),
  );

describe('promotions', () => {
  it('EUR consumer: buy 2 saves 39, WELCOME10 takes 10 % of what is left, VAT stays included', async () => {
    const { order } = await cart('it-consumer', [['VERDE-BASIC', 2]], 'WELCOME10');
    expect(order).toMatchObject({
      subtotal_amount_cents: 29800,
      discount_amount_cents: -6490,
      total_amount_cents: 23310,
      formatted_discount_amount: '-€64,90',
      coupon_code: 'WELCOME10',
    });
    expect(promoLines(order)).toEqual({ buy_x_pay_y_promotions: -3900, percentage_discount_promotions: -2590 });
    expect(order.total_tax_amount_cents).toBe(23310 - Math.round(23310 / 1.22));
  });

  it('GBP consumer: same numbers in pounds', async () => {
    const { order } = await cart('gb-consumer', [['VERDE-BASIC', 2]], 'WELCOME10');
    expect(order).toMatchObject({
      currency_code: 'GBP',
      subtotal_amount_cents: 25800,
      discount_amount_cents: -6090,
      total_amount_cents: 19710,
      formatted_total_amount: '£197.10',
    });
  });

  it('USD business: FRIEND20 takes 20 off, no VAT', async () => {
    const { order } = await cart('us-ca-business', [['VERDE-BASIC', 1]], 'FRIEND20');
    expect(order).toMatchObject({
      currency_code: 'USD',
      subtotal_amount_cents: 16500,
      discount_amount_cents: -2000,
      total_tax_amount_cents: 0,
      total_amount_cents: 14500,
      formatted_total_amount: '$145.00',
    });
    expect(promoLines(order)).toEqual({ fixed_amount_promotions: -2000 });
  });

  it('EUR business: prices without VAT, VAT added on top', async () => {
    const { order } = await cart('it-business', [['FRESHLY-01', 1]]);
    expect(order).toMatchObject({
      subtotal_amount_cents: 5656,
      total_tax_amount_cents: 1244,
      total_amount_cents: 6900,
      tax_included: false,
    });
  });

  it('buy 2 counts once per product line and never for spare parts', async () => {
    const { order } = await cart('fr-consumer', [
      ['FRESHLY-01', 2],
      ['VERDE-SMART', 3],
      ['AURA-FILTER', 2],
    ]);
    expect(promoLines(order)).toEqual({ buy_x_pay_y_promotions: -7800 });
  });

  it('refuses unknown coupons and WELCOME10 at or below 99 after the buy-2 discount, with a pointer', async () => {
    const { cl, order } = await cart('da-consumer', [['FRESHLY-01', 1]]);
    const unknown = await failure(cl.orders.update({ id: order.id, coupon_code: 'NOPE' }));
    expect(unknown.status).toBe(422);
    expect(unknown.errors[0].source.pointer).toBe('/data/attributes/coupon_code');
    const low = await failure(cl.orders.update({ id: order.id, coupon_code: 'WELCOME10' }));
    expect(low.errors[0]).toMatchObject({
      detail: 'coupon_code - not applicable: order total must be over 99',
      source: { pointer: '/data/attributes/coupon_code' },
    });
    expect((await cl.orders.retrieve(order.id)).coupon_code).toBeNull();
    await addLine(cl, order.id, 'FRESHLY-01', 1, { _update_quantity: true });
    const exactly = await failure(cl.orders.update({ id: order.id, coupon_code: 'WELCOME10' }));
    expect(exactly.errors[0].detail).toBe('coupon_code - not applicable: order total must be over 99');
    await addLine(cl, order.id, 'FRESHLY-01', 1, { _update_quantity: true });
    const ok = await cl.orders.update({ id: order.id, coupon_code: 'welcome10' });
    expect(ok.discount_amount_cents).toBe(-3900 - 1680);
    const removed = await cl.orders.update({ id: order.id, coupon_code: null });
    expect(removed.discount_amount_cents).toBe(-3900);
  });

  it('charges the standard VAT of the shipping country the order is locked to', async () => {
    const cl = sdk(await marketToken('eu-consumer'));
    const rates: Record<string, number> = { IE: 0.23, BE: 0.21, HU: 0.27 };
    for (const [country, rate] of Object.entries(rates)) {
      const order = await newOrder(cl, { shipping_country_code_lock: country });
      await addLine(cl, order.id, 'VERDE-BASIC', 1);
      const priced = await cl.orders.retrieve(order.id);
      expect(priced).toMatchObject({ tax_rate: rate, total_amount_cents: 14900 });
      expect(priced.total_tax_amount_cents).toBe(14900 - Math.round(14900 / (1 + rate)));
    }
    const austria = sdk(await marketToken('da-business'));
    const order = await newOrder(austria, { shipping_country_code_lock: 'AT' });
    await addLine(austria, order.id, 'FRESHLY-01', 1);
    const priced = await austria.orders.retrieve(order.id);
    expect(priced.total_tax_amount_cents).toBe(Math.round(Number(priced.subtotal_amount_cents) * 0.2));
  });

  it('creates referral coupons on the fixed amount promotion', async () => {
    const ops = sdk(await integrationToken());
    const [promotion] = await ops.fixed_amount_promotions.list({ include: ['coupon_codes_promotion_rule', 'coupons'] });
    expect(promotion.fixed_amount_cents).toBe(2000);
    expect(promotion.coupons?.map((c) => c.code)).toContain('FRIEND20');
    const code = `REF-${Date.now()}`;
    await ops.coupons.create({
      code,
      usage_limit: 5,
      promotion_rule: ops.coupon_codes_promotion_rules.relationship(promotion.coupon_codes_promotion_rule!.id),
    });
    const { order } = await cart('eu-consumer', [['AURA-STRAP', 3]], code);
    expect(order).toMatchObject({ subtotal_amount_cents: 2700, discount_amount_cents: -2000, total_amount_cents: 700 });
  });
});
