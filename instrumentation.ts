import type { Instrumentation } from 'next';
import { tracingWanted } from './infra/telemetry/config';

/**
 * Server start-up, the composition point of the lib features: traces start first when OTEL_* asks for them (before
 * anything imports `pg`), then the newsletter and the referral programme register their coupon rules with the cart,
 * so the cart (lib/cart) imports neither of them. The runtime around Next (server/serve.ts) gets the route table to name each request's route in its log line and
 * metrics, and the outbox's queue joins the metrics.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (tracingWanted()) {
    // One client span per outgoing request, undici's (the one its traceparent names), not Next's around it too.
    process.env.NEXT_OTEL_FETCH_DISABLED = '1';
    await (await import('./infra/telemetry/sdk')).startTracing('storefront');
  }
  const [newsletter, referral, inProcess, routing, outbox] = await Promise.all([
    import('./lib/newsletter/coupon-rule'),
    import('./lib/referral/coupon-rule'),
    import('./infra/in-process'),
    import('./lib/routes/paths'),
    import('./lib/mail/outbox-metrics'),
  ]);
  newsletter.registerNewsletterCouponRule();
  referral.registerReferralCouponRule();
  inProcess.sharePageRoute(routing.routeTemplateOf);
  if (process.env.DATABASE_URL?.trim()) outbox.registerOutboxMetrics();
}

/**
 * Next's report of an error it caught rendering a page, running an action or a route handler: one JSON line with the
 * route and the cause (never the path, whose query may hold a token); Next's own text goes to standard error.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/telemetry/log');
  logger.error(
    { err: error, method: request.method, route: context.routePath, kind: context.routeType },
    `${request.method} ${context.routePath} failed`,
  );
};
