import { normalizeReferralCode } from '@/lib/referral/codes';

/** A code saved before the cart could take it: the newsletter's (under the threshold) or a `?ref=` link's. */
export const savedCouponCookieName = 'viridea_coupon';

export type SavedCouponStep = 'apply' | 'wait' | 'drop';

type OrderState = { couponCode?: string | null; hasItems: boolean; subtotalCents: number; discountCents: number };

/** The cookie holds the configured code or a code of the referral shape; anything else counts as no saved code. */
export function readSavedCoupon(value: string | undefined, configured: string): string | undefined {
  if (!value) return undefined;
  return value.trim().toUpperCase() === configured.toUpperCase() ? configured : normalizeReferralCode(value);
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
