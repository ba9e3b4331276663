/**
 * Server start-up, the composition point of the lib features: the newsletter and the referral programme register
 * their coupon rules with the cart here, so the cart (lib/commerce) imports neither of them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [newsletter, referral] = await Promise.all([
    import('./lib/newsletter/coupon-rule'),
    import('./lib/referral/coupon-rule'),
  ]);
  newsletter.registerNewsletterCouponRule();
  referral.registerReferralCouponRule();
}
