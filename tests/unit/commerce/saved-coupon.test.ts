import { describe, expect, it } from 'vitest';
import { qualifyingCents, readSavedCoupon, savedCouponStep } from '@/lib/cart/saved-coupon';
import { registerNewsletterCouponRule } from '@/lib/newsletter/coupon-rule';

registerNewsletterCouponRule();

const order = (subtotalCents: number, discountCents = 0, couponCode?: string) => ({
  couponCode,
  hasItems: subtotalCents > 0,
  subtotalCents,
  discountCents,
});

describe('saved newsletter coupon', () => {
  it('accepts only a code a registered rule claims (here the configured newsletter code), in any case', () => {
    expect(readSavedCoupon('welcome10')).toBe('WELCOME10');
    expect(readSavedCoupon('FRIEND20')).toBeUndefined();
    expect(readSavedCoupon('WELCOME10.x')).toBeUndefined();
    expect(readSavedCoupon(undefined)).toBeUndefined();
  });

  it('waits while there is no order, an empty one, or one at or under the threshold after other discounts', () => {
    expect(savedCouponStep(undefined, 9900)).toBe('wait');
    expect(savedCouponStep(order(0), 9900)).toBe('wait');
    expect(savedCouponStep(order(9900), 9900)).toBe('wait');
    expect(savedCouponStep(order(13800, -3900), 9900)).toBe('wait');
    expect(qualifyingCents(order(13800, -3900))).toBe(9900);
  });

  it('applies once the order is strictly over the threshold', () => {
    expect(savedCouponStep(order(9901), 9900)).toBe('apply');
    expect(savedCouponStep(order(15700, -3900), 9900)).toBe('apply');
  });

  it('is done once any code is on the order (this one applied, or another the visitor chose)', () => {
    expect(savedCouponStep(order(15700, -1570, 'WELCOME10'), 9900)).toBe('drop');
    expect(savedCouponStep(order(5000, 0, 'FRIEND20'), 9900)).toBe('drop');
  });
});
