import { couponRuleFor } from './coupon-rules';

/** A code saved before the cart could take it (the newsletter's under its threshold, a `?ref=` link's). */
export type SavedCouponStep = 'apply' | 'wait' | 'drop';

type OrderState = { couponCode?: string | null; hasItems: boolean; subtotalCents: number; discountCents: number };

/** The cookie holds a code some registered coupon rule claims; anything else counts as no saved code. */
export function readSavedCoupon(value: string | undefined): string | undefined {
  return value && value.length <= 40 ? couponRuleFor(value)?.code : undefined;
}

/** What is left after the other discounts (the platform stores discounts as negative amounts). */
export function qualifyingCents({ subtotalCents, discountCents }: OrderState): number {
  return subtotalCents - Math.abs(discountCents);
}

/**
 * Apply once the order is over the threshold; wait while it is empty or under it; drop once a code is on the
 * order (this one, applied, or another the visitor chose: an order takes one coupon).
 */
export function savedCouponStep(order: OrderState | undefined, thresholdCents: number): SavedCouponStep {
  if (order?.couponCode) return 'drop';
  if (!order?.hasItems) return 'wait';
  return qualifyingCents(order) > thresholdCents ? 'apply' : 'wait';
}
