/**
 * Server start-up, the composition point of the lib features: the newsletter and the referral programme register
 * their coupon rules with the cart here, and the guest order page its opaque link as the checkout's way back, so
 * the cart (lib/commerce) imports none of them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [newsletter, referral, orderPage, orders] = await Promise.all([
    import('./lib/newsletter/coupon-rule'),
    import('./lib/referral/coupon-rule'),
    import('./lib/commerce/order-page'),
    import('./lib/orders/status-link'),
  ]);
  newsletter.registerNewsletterCouponRule();
  referral.registerReferralCouponRule();
  orderPage.registerOrderPage(orders.checkoutReturnUrl);
}
