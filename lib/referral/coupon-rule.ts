import 'server-only';
import { registerCouponRule } from '@/lib/cart/coupon-rules';
import { isMemberCode, referralRefusalFor } from './cart';
import { normalizeReferralCode } from './codes';
import { rewardCentsByCurrency } from './rewards';

/** A member's code, as the cart knows it: its shape, what it takes off, and the friend's-side rules of spec §9. */
export function registerReferralCouponRule(): void {
  registerCouponRule({
    name: 'referral',
    claim: normalizeReferralCode,
    amountOffCents: rewardCentsByCurrency,
    refusal: (code, order, currency) =>
      referralRefusalFor(code, { customer_email: order.customerEmail, coupon_code: order.couponCode }, currency),
    explainRefusal: async (code) => ((await isMemberCode(code)) ? 'referralInactive' : undefined),
  });
}
