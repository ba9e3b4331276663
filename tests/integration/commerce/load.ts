import { inject, vi } from 'vitest';

/**
 * Points lib/commerce at the sandbox the global setup started and loads the wrapper afresh: `commerceConfig()`
 * reads the environment once and the market token cache lives in the module, so each test file gets its own
 * instance after the environment is set.
 */
export async function loadCommerce() {
  const sandboxUrl = inject('sandboxUrl');
  for (const name of Object.keys(process.env)) if (name.startsWith('COMMERCE_')) delete process.env[name];
  process.env.SANDBOX_PORT = new URL(sandboxUrl).port;
  vi.resetModules();
  const [client, config, token, tokenCache, catalog, cart, cartService, cartRefusal, checkout, errors] =
    await Promise.all([
      import('@/lib/commerce/sdk'),
      import('@/lib/commerce/config'),
      import('@/lib/commerce/token'),
      import('@/lib/commerce/token-cache'),
      import('@/lib/commerce/catalog'),
      import('@/lib/commerce/cart'),
      import('@/lib/commerce/cart-service'),
      import('@/lib/commerce/cart-refusal'),
      import('@/lib/commerce/checkout'),
      import('@/lib/commerce/errors'),
    ]);
  // As instrumentation.ts does at server start: the features' coupon rules and the order page, registered with the cart.
  (await import('@/lib/newsletter/coupon-rule')).registerNewsletterCouponRule();
  (await import('@/lib/referral/coupon-rule')).registerReferralCouponRule();
  const orders = await import('@/lib/orders/status-link');
  (await import('@/lib/commerce/order-page')).registerOrderPage(orders.orderStatusUrl);
  return {
    sandboxUrl,
    client,
    config,
    token,
    tokenCache,
    catalog,
    cart,
    cartService,
    cartRefusal,
    checkout,
    errors,
    orders,
  };
}

/** The claims of a JWT access token (no signature check: the sandbox is the issuer under test elsewhere). */
export function claims(accessToken: string): Record<string, unknown> {
  const [, payload] = accessToken.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/** The rejection of a promise, failing the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, got a value');
}
