import { oneId, type Rec, type Store } from '../db/store';
import { invalid } from '../http/errors';
import { inactiveReason, ruleReason, skuCodesOf, type OrderFacts, type SkuLine } from './promotion-rules';

export interface Discount {
  itemType: string;
  promotion: Rec;
  name: string;
  cents: number;
}

/** Promotion kinds that change the order amount here (free shipping has nothing to discount: shipping is free). */
const DISCOUNTING = ['buy_x_pay_y_promotions', 'percentage_discount_promotions', 'fixed_amount_promotions'];
const PLACED = ['placed', 'approved'];

async function couponByCode(store: Store, code: string): Promise<Rec | undefined> {
  return (await store.all('coupons')).find((c) => String(c.attributes.code).toUpperCase() === code.toUpperCase());
}

async function promotionOfCoupon(store: Store, coupon: Rec): Promise<Rec | undefined> {
  const rule = await store.find(oneId(coupon, 'promotion_rule') ?? '');
  return rule ? store.find(oneId(rule, 'promotion') ?? '') : undefined;
}

/** Why this coupon cannot be used on the order (its own limits, not its promotion's). */
async function couponReason(store: Store, coupon: Rec, order: Rec): Promise<string | undefined> {
  const a = coupon.attributes;
  if (typeof a.expires_at === 'string' && a.expires_at < new Date().toISOString()) return 'the coupon has expired';
  if (typeof a.usage_limit === 'number' && Number(a.usage_count ?? 0) >= a.usage_limit) return 'usage limit reached';
  if (a.customer_single_use === true) {
    const email = String(order.attributes.customer_email ?? '').toLowerCase();
    const customer = oneId(order, 'customer');
    const used = (await store.all('orders')).some(
      (o) =>
        o.id !== order.id &&
        PLACED.includes(String(o.attributes.status)) &&
        String(o.attributes.coupon_code ?? '').toUpperCase() === String(a.code).toUpperCase() &&
        ((customer && oneId(o, 'customer') === customer) ||
          (email && String(o.attributes.customer_email ?? '').toLowerCase() === email)),
    );
    if (used) return 'the coupon was already used by this customer';
  }
  return undefined;
}

/** 422 unless the coupon exists, is usable and its promotion applies (the sandbox refuses non-applicable codes). */
export async function checkCoupon(store: Store, code: string, facts: Omit<OrderFacts, 'coupon'>): Promise<void> {
  const coupon = await couponByCode(store, code);
  if (!coupon) throw invalid('coupon_code', 'is invalid');
  const promotion = await promotionOfCoupon(store, coupon);
  if (!promotion) throw invalid('coupon_code', 'not applicable: the promotion is not active');
  const earlierCents = (await discountsFor(store, facts, null)).reduce((sum, d) => sum + d.cents, 0);
  const reason =
    (await couponReason(store, coupon, facts.order)) ??
    inactiveReason(promotion, facts) ??
    (await ruleReason(store, promotion, { ...facts, coupon, earlierCents }));
  if (reason) throw invalid('coupon_code', `not applicable: ${reason}`);
}

async function buyXCents(store: Store, promotion: Rec, lines: SkuLine[]): Promise<number> {
  const codes = await skuCodesOf(store, await store.find(oneId(promotion, 'sku_list') ?? ''));
  const x = Number(promotion.attributes.x ?? 2);
  const count = lines.filter((l) => l.quantity >= x && (!codes || codes.includes(l.skuCode))).length;
  // The promotion states its saving; the sandbox knows no storefront terms, so one without it takes nothing off.
  return -count * Number(promotion.attributes.discount_cents_per_line ?? 0);
}

async function discountCents(store: Store, promotion: Rec, lines: SkuLine[], earlierCents: number): Promise<number> {
  if (promotion.type === 'buy_x_pay_y_promotions') return buyXCents(store, promotion, lines);
  if (promotion.type === 'fixed_amount_promotions') return -Number(promotion.attributes.fixed_amount_cents ?? 0);
  const codes = await skuCodesOf(store, await store.find(oneId(promotion, 'sku_list') ?? ''));
  // An order-wide percentage takes its share of what is left after the earlier discounts.
  const base = codes
    ? lines.filter((l) => codes.includes(l.skuCode)).reduce((s, l) => s + l.totalCents, 0)
    : lines.reduce((s, l) => s + l.totalCents, 0) + earlierCents;
  return -Math.round((base * Number(promotion.attributes.percentage ?? 0)) / 100);
}

/**
 * Discounts for an order: automatic promotions first, then the coupon's, each rule and order-wide percentage on what
 * the earlier ones left; never more than the subtotal.
 */
export async function discountsFor(
  store: Store,
  facts: Omit<OrderFacts, 'coupon'>,
  couponCode: string | null,
): Promise<Discount[]> {
  const found = couponCode ? await couponByCode(store, couponCode) : undefined;
  const coupon = found && !(await couponReason(store, found, facts.order)) ? found : undefined;
  const full: OrderFacts = { ...facts, coupon };
  const discounts: Discount[] = [];
  const promotions = (await store.allOf(DISCOUNTING)).sort(
    (a, b) => Number(!!oneId(a, 'coupon_codes_promotion_rule')) - Number(!!oneId(b, 'coupon_codes_promotion_rule')),
  );
  for (const promotion of promotions) {
    const earlierCents = discounts.reduce((sum, d) => sum + d.cents, 0);
    if (inactiveReason(promotion, facts) || (await ruleReason(store, promotion, { ...full, earlierCents }))) continue;
    const cents = await discountCents(store, promotion, facts.lines, earlierCents);
    if (cents) discounts.push({ itemType: promotion.type, promotion, name: String(promotion.attributes.name), cents });
  }
  let room = facts.lines.reduce((s, l) => s + l.totalCents, 0);
  for (const d of discounts) {
    d.cents = -Math.min(-d.cents, room);
    room += d.cents;
  }
  return discounts.filter((d) => d.cents !== 0);
}

/** On place: the coupon's and each applied promotion's usage counters go up. */
export async function countUsage(store: Store, order: Rec, promotionIds: string[]): Promise<void> {
  const code = order.attributes.coupon_code;
  const coupon = typeof code === 'string' && code ? await couponByCode(store, code) : undefined;
  if (coupon) {
    coupon.attributes.usage_count = Number(coupon.attributes.usage_count ?? 0) + 1;
    await store.save(coupon);
  }
  for (const id of new Set(promotionIds)) {
    const promotion = await store.find(id);
    if (!promotion) continue;
    promotion.attributes.total_usage_count = Number(promotion.attributes.total_usage_count ?? 0) + 1;
    await store.save(promotion);
  }
}
