import { oneId, type Rec, type Store } from '../db/store';
import { invalid } from '../http/errors';

export interface Discount {
  itemType: string;
  promotion: Rec;
  name: string;
  cents: number;
}

export interface SkuLine {
  skuCode: string;
  quantity: number;
  totalCents: number;
}

function active(promotion: Rec, marketId: string | undefined): boolean {
  const a = promotion.attributes;
  const now = new Date().toISOString();
  if (a.disabled_at) return false;
  if (typeof a.starts_at === 'string' && a.starts_at > now) return false;
  if (typeof a.expires_at === 'string' && a.expires_at < now) return false;
  const market = oneId(promotion, 'market');
  return !market || market === marketId;
}

export async function couponByCode(store: Store, code: string): Promise<Rec | undefined> {
  return (await store.all('coupons')).find((c) => String(c.attributes.code).toUpperCase() === code.toUpperCase());
}

async function promotionOfCoupon(store: Store, coupon: Rec): Promise<Rec | undefined> {
  const rule = await store.find(oneId(coupon, 'promotion_rule') ?? '');
  return rule ? store.find(oneId(rule, 'promotion') ?? '') : undefined;
}

async function minimumCents(store: Store, promotion: Rec): Promise<number | undefined> {
  const rule = await store.find(oneId(promotion, 'order_amount_promotion_rule') ?? '');
  return rule ? Number(rule.attributes.order_amount_cents) : undefined;
}

/** 422 unless the coupon exists, is usable and its rule is met (the sandbox refuses non-applicable codes). */
export async function checkCoupon(
  store: Store,
  code: string,
  marketId: string | undefined,
  subtotalCents: number,
): Promise<void> {
  const coupon = await couponByCode(store, code);
  if (!coupon) throw invalid('coupon_code', 'is invalid');
  const promotion = await promotionOfCoupon(store, coupon);
  if (!promotion || !active(promotion, marketId))
    throw invalid('coupon_code', 'not applicable: the promotion is not active');
  const limit = coupon.attributes.usage_limit;
  if (typeof limit === 'number' && Number(coupon.attributes.usage_count ?? 0) >= limit)
    throw invalid('coupon_code', 'not applicable: usage limit reached');
  const minimum = await minimumCents(store, promotion);
  if (minimum !== undefined && subtotalCents <= minimum)
    throw invalid('coupon_code', `not applicable: order total must be over ${minimum / 100}`);
}

async function qualifiesForBuyX(store: Store, promotion: Rec, line: SkuLine): Promise<boolean> {
  if (line.quantity < Number(promotion.attributes.x ?? 2)) return false;
  const list = await store.find(oneId(promotion, 'sku_list') ?? '');
  const skus = list?.relationships.skus;
  if (!Array.isArray(skus)) return true;
  const codes = await Promise.all(skus.map(async (r) => (await store.find(r.id))?.attributes.code));
  return codes.includes(line.skuCode);
}

/** Discounts for an order: automatic buy-2 promotions, then the coupon's promotion; never more than the subtotal. */
export async function discountsFor(
  store: Store,
  lines: SkuLine[],
  marketId: string | undefined,
  couponCode: string | null,
): Promise<Discount[]> {
  const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const discounts: Discount[] = [];
  for (const promotion of await store.all('buy_x_pay_y_promotions')) {
    if (!active(promotion, marketId)) continue;
    let count = 0;
    for (const line of lines) if (await qualifiesForBuyX(store, promotion, line)) count++;
    if (count)
      discounts.push({
        itemType: 'buy_x_pay_y_promotions',
        promotion,
        name: String(promotion.attributes.name),
        cents: -count * Number(promotion.attributes.discount_cents_per_line ?? 3900),
      });
  }
  const coupon = couponCode ? await couponByCode(store, couponCode) : undefined;
  const promotion = coupon ? await promotionOfCoupon(store, coupon) : undefined;
  if (promotion && active(promotion, marketId)) {
    const minimum = await minimumCents(store, promotion);
    if (minimum === undefined || subtotal > minimum) {
      const cents =
        promotion.type === 'percentage_discount_promotions'
          ? -Math.round((subtotal * Number(promotion.attributes.percentage)) / 100)
          : -Number(promotion.attributes.fixed_amount_cents ?? 0);
      discounts.push({ itemType: promotion.type, promotion, name: String(promotion.attributes.name), cents });
    }
  }
  let room = subtotal;
  for (const d of discounts) {
    d.cents = -Math.min(-d.cents, room);
    room += d.cents;
  }
  return discounts.filter((d) => d.cents !== 0);
}
