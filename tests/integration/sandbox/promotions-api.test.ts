import { randomBytes } from 'node:crypto';
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationToken, marketToken, sdk } from './api';
import { addLine, failure, newOrder, readyToPlace } from './orders';
import { withOwnSandbox } from './own-sandbox';

withOwnSandbox();

const tag = () => randomBytes(4).toString('hex').toUpperCase();
const created: Array<() => Promise<void>> = [];
let admin: CommerceLayerBundle;
let shop: CommerceLayerBundle;

beforeAll(async () => {
  admin = sdk(await integrationToken());
  shop = sdk(await marketToken('it-consumer'));
});

afterAll(async () => {
  for (const remove of created) await remove().catch(() => undefined);
});

async function percentage(attributes: Record<string, unknown>) {
  const promotion = await admin.percentage_discount_promotions.create({
    name: `API promotion ${tag()}`,
    starts_at: '2024-01-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    percentage: 10,
    ...attributes,
  } as never);
  created.push(() => admin.percentage_discount_promotions.delete(promotion.id));
  return promotion;
}

async function fixedAmount(attributes: Record<string, unknown>) {
  const promotion = await admin.fixed_amount_promotions.create({
    name: `API fixed ${tag()}`,
    starts_at: '2024-01-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    fixed_amount_cents: 500,
    ...attributes,
  } as never);
  created.push(() => admin.fixed_amount_promotions.delete(promotion.id));
  return promotion;
}

async function couponFor(promotion: { id: string; type: string }, attributes: Record<string, unknown> = {}) {
  const rule = await admin.coupon_codes_promotion_rules.create({
    promotion: { type: promotion.type, id: promotion.id },
  } as never);
  return admin.coupons.create({
    code: `API-${tag()}`,
    promotion_rule: admin.coupon_codes_promotion_rules.relationship(rule.id),
    ...attributes,
  } as never);
}

const emailRule = (promotion: { id: string; type: string }, email: string) =>
  admin.custom_promotion_rules.create({
    filters: { customer_email_eq: email },
    promotion: { type: promotion.type, id: promotion.id },
  } as never);

// Orders that get placed use a spare part whose stock no other suite asserts.
async function cart(lines: Array<[string, number]>, email = 'shopper@viridea.test') {
  const order = await newOrder(shop, { customer_email: email });
  for (const [code, quantity] of lines) await addLine(shop, order.id, code, quantity);
  return order;
}

describe('promotions built through the API', () => {
  it('links rules, coupons and promotions both ways', async () => {
    const promotion = await percentage({ percentage: 50 });
    const amount = await admin.order_amount_promotion_rules.create({
      order_amount_cents: 5000,
      promotion: { type: promotion.type, id: promotion.id },
    } as never);
    const coupon = await couponFor(promotion);
    const read = await admin.percentage_discount_promotions.retrieve(promotion.id, {
      include: ['order_amount_promotion_rule', 'coupon_codes_promotion_rule', 'coupons'],
    });
    expect(read.order_amount_promotion_rule?.id).toBe(amount.id);
    expect(read.coupon_codes_promotion_rule?.id).toBeTruthy();
    expect(read.coupons?.map((c) => c.id)).toEqual([coupon.id]);
    const rule = await admin.order_amount_promotion_rules.retrieve(amount.id, { include: ['promotion'] });
    expect(rule.promotion?.id).toBe(promotion.id);
    const missing = await failure(admin.order_amount_promotion_rules.create({ order_amount_cents: 1 } as never));
    expect(missing.status).toBe(422);
    expect(missing.errors[0].source.pointer).toBe('/data/relationships/promotion');
  });

  it('enforces an order-amount threshold: 50 % over 50.00 does not apply to 12.00', async () => {
    const promotion = await percentage({ percentage: 50 });
    await admin.order_amount_promotion_rules.create({
      order_amount_cents: 5000,
      promotion: { type: promotion.type, id: promotion.id },
    } as never);
    const coupon = await couponFor(promotion);
    const order = await cart([['FRESHLY-CABLE', 1]]);
    const refused = await failure(shop.orders.update({ id: order.id, coupon_code: coupon.code }));
    expect(refused.status).toBe(422);
    expect(refused.errors[0].detail).toContain('over 50');
    await addLine(shop, order.id, 'FRESHLY-01', 1);
    const applied = await shop.orders.update({ id: order.id, coupon_code: coupon.code });
    expect(applied).toMatchObject({ subtotal_amount_cents: 8100, discount_amount_cents: -4050 });
  });

  it('applies an automatic promotion only when its custom and sku-list rules are met', async () => {
    const email = `auto-${tag().toLowerCase()}@viridea.test`;
    const list = await admin.sku_lists.create({ name: `Straps ${tag()}`, manual: true } as never);
    const strap = (await admin.skus.list({ filters: { code_eq: 'AURA-STRAP' } }))[0];
    await admin.sku_list_items.create({
      sku_list: admin.sku_lists.relationship(list.id),
      sku: admin.skus.relationship(strap.id),
      quantity: 1,
    } as never);
    expect(Array.from(await admin.sku_lists.skus(list.id), (s) => s.code)).toEqual(['AURA-STRAP']);
    const promotion = await percentage({ percentage: 10 });
    await emailRule(promotion, email);
    await admin.sku_list_promotion_rules.create({
      sku_list: admin.sku_lists.relationship(list.id),
      promotion: { type: promotion.type, id: promotion.id },
    } as never);
    const order = await cart([['FRESHLY-CABLE', 1]], email);
    expect((await shop.orders.retrieve(order.id)).discount_amount_cents).toBe(0);
    await addLine(shop, order.id, 'AURA-STRAP', 1);
    expect((await shop.orders.retrieve(order.id)).discount_amount_cents).toBe(-210);
    const stranger = await cart([
      ['FRESHLY-CABLE', 1],
      ['AURA-STRAP', 1],
    ]);
    expect((await shop.orders.retrieve(stranger.id)).discount_amount_cents).toBe(0);
  });

  it('respects starts_at, expires_at, disabling and the market', async () => {
    const gb = (await admin.markets.list({ filters: { code_eq: 'gb-consumer' } }))[0];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ starts_at: '2098-01-01T00:00:00.000Z' }, 'has not started'],
      [{ starts_at: '2020-01-01T00:00:00.000Z', expires_at: '2021-01-01T00:00:00.000Z' }, 'has expired'],
      [{ _disable: true }, 'disabled'],
      [{ market: { type: 'markets', id: gb.id } }, 'not available in this market'],
    ];
    for (const [attributes, detail] of cases) {
      const coupon = await couponFor(await fixedAmount(attributes));
      const order = await cart([['FRESHLY-01', 1]]);
      const refused = await failure(shop.orders.update({ id: order.id, coupon_code: coupon.code }));
      expect(refused.errors[0]?.detail, detail).toContain(detail);
    }
  });

  it('referral: a fixed-amount promotion with a per-member coupon, single use, usage limit counted on place', async () => {
    const promotion = await fixedAmount({ name: `Referral ${tag()}`, fixed_amount_cents: 2000, currency_code: 'EUR' });
    const coupon = await couponFor(promotion, { usage_limit: 1, customer_single_use: true });
    const first = await cart([['VERDE-SUBSTRATE', 2]], 'friend@viridea.test');
    const discounted = await shop.orders.update({ id: first.id, coupon_code: coupon.code });
    expect(discounted).toMatchObject({ discount_amount_cents: -2000, total_amount_cents: 1000 });
    await readyToPlace(shop, first.id);
    await shop.orders.update({ id: first.id, _place: true });
    expect((await admin.coupons.retrieve(coupon.id)).usage_count).toBe(1);
    expect((await admin.fixed_amount_promotions.retrieve(promotion.id)).total_usage_count).toBe(1);
    const second = await cart([['VERDE-SUBSTRATE', 2]], 'other@viridea.test');
    const used = await failure(shop.orders.update({ id: second.id, coupon_code: coupon.code }));
    expect(used.errors[0].detail).toContain('usage limit reached');
  });

  it('a single-use coupon refuses the same customer twice but not another customer', async () => {
    const coupon = await couponFor(await fixedAmount({}), { customer_single_use: true });
    const first = await cart([['VERDE-SUBSTRATE', 1]], 'once@viridea.test');
    await shop.orders.update({ id: first.id, coupon_code: coupon.code });
    await readyToPlace(shop, first.id);
    await shop.orders.update({ id: first.id, _place: true });
    const again = await cart([['VERDE-SUBSTRATE', 1]], 'once@viridea.test');
    const refused = await failure(shop.orders.update({ id: again.id, coupon_code: coupon.code }));
    expect(refused.errors[0].detail).toContain('already used by this customer');
    const other = await cart([['VERDE-SUBSTRATE', 1]], 'twice@viridea.test');
    expect((await shop.orders.update({ id: other.id, coupon_code: coupon.code })).discount_amount_cents).toBe(-500);
  });

  it('refuses custom rule filters it cannot evaluate, so one bad rule cannot break every cart', async () => {
    const promotion = await fixedAmount({});
    const rule = await emailRule(promotion, `nobody-${tag().toLowerCase()}@viridea.test`);
    const badFilters = { customer_email_is: 'x' };
    const created = await failure(
      admin.custom_promotion_rules.create({
        filters: badFilters,
        promotion: { type: promotion.type, id: promotion.id },
      } as never),
    );
    expect(created.status).toBe(422);
    expect(created.errors[0].source.pointer).toBe('/data/attributes/filters');
    const updated = await failure(admin.custom_promotion_rules.update({ id: rule.id, filters: badFilters }));
    expect(updated.status).toBe(422);
    const order = await cart([['FRESHLY-CABLE', 1]]);
    expect((await shop.orders.retrieve(order.id)).discount_amount_cents).toBe(0);
  });

  it('refuses a percentage outside 0..100 and a promotion without a name', async () => {
    expect((await failure(percentage({ percentage: 150 }))).status).toBe(422);
    expect((await failure(percentage({ name: '' }))).errors[0].source.pointer).toBe('/data/attributes/name');
  });
});
