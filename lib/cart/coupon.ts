import 'server-only';
import type { Order } from '@commercelayer/sdk';
import { skuLines, updateOrder } from './order';
import { asCartRefusal, CartRefusal, type CartRefusalCode } from './refusal';
import type { CouponProgressView, SavedCouponRefusal } from './types';
import type { CartPlace } from './view';
import { couponRuleFor, type CouponRule } from './coupon-rules';
import { formatMoney, type Currency } from '@/lib/markets/money';
import { qualifyingCents, savedCouponStep } from './saved-coupon';
import { logger } from '@/lib/telemetry/log';

const facts = (order: Order) => ({ customerEmail: order.customer_email, couponCode: order.coupon_code });

const orderState = (order: Order) => ({
  couponCode: order.coupon_code,
  hasItems: skuLines(order).length > 0,
  subtotalCents: order.subtotal_amount_cents ?? 0,
  discountCents: order.discount_amount_cents ?? 0,
});

const amountsOf = (rule: CouponRule, currency: Currency) => {
  const amount = rule.amountOffCents?.[currency];
  return amount === undefined ? {} : { amount };
};

/** The code as its rule spells it (a typed `maria-7k2q` is the member's `MARIA-7K2Q`), else upper-case. */
export function canonicalCode(code: string): string {
  return couponRuleFor(code)?.code ?? code.trim().toUpperCase();
}

/** Under a rule's threshold: the refusal that says from what amount the code applies and how much is missing. */
function thresholdRefusal(rule: CouponRule, order: Order): CartRefusal | undefined {
  const threshold = rule.thresholdCents;
  if (!threshold || order.coupon_code) return undefined;
  const left = qualifyingCents(orderState(order));
  return left > threshold
    ? undefined
    : new CartRefusal('couponThreshold', { amount: threshold, missing: threshold + 1 - left });
}

/** Why the code cannot go on this order, before the platform is asked (its rule's reasons, then its threshold). */
export async function couponRefusal(code: string, order: Order, currency: Currency): Promise<CartRefusal | undefined> {
  const owned = couponRuleFor(code);
  if (!owned) return undefined;
  const reason = await owned.rule.refusal?.(owned.code, facts(order), currency);
  return reason ? new CartRefusal(reason, amountsOf(owned.rule, currency)) : thresholdRefusal(owned.rule, order);
}

/** The platform refused the code: its rule may know better why; anything but a 4xx stays a failure. */
export async function platformCouponRefusal(code: string, error: unknown, currency: Currency): Promise<unknown> {
  const refusal = asCartRefusal(error, 'couponInvalid');
  const owned = couponRuleFor(code);
  if (!(refusal instanceof CartRefusal) || !owned) return refusal;
  const reason = await owned.rule.explainRefusal?.(owned.code);
  return reason ? new CartRefusal(reason, amountsOf(owned.rule, currency)) : refusal;
}

export type SavedCouponOutcome = { order: Order | undefined; pending?: string; refused?: CartRefusalCode };

/**
 * Puts the saved code on the order as soon as it qualifies (over its rule's threshold, if any); a failure never
 * breaks the cart. A code this order cannot take stays saved and the cart says why; an unknown one goes.
 */
export async function withSavedCoupon(
  saved: string | undefined,
  place: CartPlace,
  order: Order | undefined,
): Promise<SavedCouponOutcome> {
  const owned = saved ? couponRuleFor(saved) : undefined;
  if (!owned) return { order };
  const { rule, code } = owned;
  const step = savedCouponStep(order && orderState(order), rule.thresholdCents ?? 0);
  if (step === 'drop') return { order };
  if (step === 'wait' || !order) return { order, pending: code };
  const refused = await rule.refusal?.(code, facts(order), place.market.currency);
  if (refused) return { order, pending: code, refused };
  try {
    return { order: await updateOrder(place.market.code, order.id, { coupon_code: code }) };
  } catch (error) {
    if (!(asCartRefusal(error, 'couponInvalid') instanceof CartRefusal)) {
      logger.error({ err: error }, '[cart] applying the saved coupon failed');
      return { order, pending: code };
    }
    const reason = await rule.explainRefusal?.(code);
    if (reason) return { order, pending: code, refused: reason };
    return rule.explainRefusal ? { order, refused: 'couponInvalid' } : { order };
  }
}

/** What the cart says of a saved or applied code that waits for its threshold, and of a refused saved code. */
export function couponNotices(
  outcome: SavedCouponOutcome,
  saved: string | undefined,
  currency: Currency,
  locale: string,
): { savedCoupon?: { code: string; threshold?: string; amountOff?: string }; savedCouponRefused?: SavedCouponRefusal } {
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const { pending, refused } = outcome;
  const rule = pending ? couponRuleFor(pending)?.rule : undefined;
  const threshold = rule?.thresholdCents;
  const amountOff = rule?.amountOffCents?.[currency];
  return {
    ...(pending && !refused
      ? {
          savedCoupon: {
            code: pending,
            ...(threshold ? { threshold: money(threshold) } : {}),
            ...(amountOff ? { amountOff: money(amountOff) } : {}),
          },
        }
      : {}),
    ...(refused && saved
      ? { savedCouponRefused: { code: saved, reason: refused, amount: money(amountOff ?? 0) } }
      : {}),
  };
}

/**
 * The way to a code's threshold: for the code on the order that takes nothing off yet, or the saved one waiting.
 * Undefined when no such code waits or its rule has no threshold.
 */
export function couponProgress(
  code: string | undefined,
  order: Order | undefined,
  currency: Currency,
  locale: string,
): CouponProgressView | undefined {
  const threshold = code ? couponRuleFor(code)?.rule.thresholdCents : undefined;
  if (!code || !threshold || !order || !skuLines(order).length) return undefined;
  const left = Math.max(0, qualifyingCents(orderState(order)));
  if (left > threshold) return undefined;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return {
    code,
    threshold: money(threshold),
    total: money(left),
    missing: money(threshold + 1 - left),
    percent: Math.min(100, Math.floor((left / threshold) * 100)),
  };
}
