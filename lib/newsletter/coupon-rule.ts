import 'server-only';
import { registerCouponRule } from '@/lib/cart/coupon-rules';
import { promotionTerms } from '@/lib/catalogue/promotion-terms';
import { newsletterCouponCode } from './server';

/** The newsletter's code, as the cart knows it: its spelling and the order amount it needs. */
export function registerNewsletterCouponRule(): void {
  registerCouponRule({
    name: 'newsletter',
    claim: (code) => {
      const configured = newsletterCouponCode();
      return code.trim().toUpperCase() === configured.toUpperCase() ? configured : undefined;
    },
    thresholdCents: promotionTerms.welcomeThresholdCents,
  });
}
