import { inject } from 'vitest';
import * as cart from '@/lib/cart/order';
import * as cartRefusal from '@/lib/cart/refusal';
import * as cartService from '@/lib/cart/server';
import * as catalog from '@/lib/catalogue/server';
import * as checkout from '@/lib/commerce/checkout';
import * as config from '@/lib/commerce/config';
import * as errors from '@/lib/commerce/errors';
import { resetIntegrationClient } from '@/lib/commerce/integration-client';
import * as client from '@/lib/commerce/sdk';
import * as token from '@/lib/commerce/token';
import * as tokenCache from '@/lib/commerce/token-cache';
import { registerNewsletterCouponRule } from '@/lib/newsletter/coupon-rule';
import * as orders from '@/lib/orders/status-link';
import { registerReferralCouponRule } from '@/lib/referral/coupon-rule';

/**
 * Points lib/commerce at the sandbox the global setup started, with no configuration, token or offer of before:
 * `commerceConfig()` reads the environment once and the caches live in the modules.
 */
export async function loadCommerce() {
  const sandboxUrl = inject('sandboxUrl');
  for (const name of Object.keys(process.env)) if (name.startsWith('COMMERCE_')) delete process.env[name];
  process.env.SANDBOX_PORT = new URL(sandboxUrl).port;
  client.resetCommerceClient();
  resetIntegrationClient();
  catalog.forgetOffers();
  // As instrumentation.ts does at server start: the features' coupon rules, registered with the cart.
  registerNewsletterCouponRule();
  registerReferralCouponRule();
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
