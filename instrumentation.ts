import { tracingWanted } from './lib/telemetry/config';

/**
 * Server start-up, the composition point of the lib features: traces start first when OTEL_* asks for them (before
 * anything imports `pg`), then the newsletter and the referral programme register their coupon rules with the cart,
 * so the cart (lib/commerce) imports neither of them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (tracingWanted()) {
    // One client span per outgoing request, undici's (the one its traceparent names), not Next's around it too.
    process.env.NEXT_OTEL_FETCH_DISABLED = '1';
    await (await import('./lib/telemetry/sdk')).startTracing('storefront');
  }
  const [newsletter, referral] = await Promise.all([
    import('./lib/newsletter/coupon-rule'),
    import('./lib/referral/coupon-rule'),
  ]);
  newsletter.registerNewsletterCouponRule();
  referral.registerReferralCouponRule();
}
