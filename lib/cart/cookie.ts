import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secureCookies } from '@/lib/http/site-origin';
import { readCartSecret } from './secret';
import { normalizeCountry } from '@/lib/geo/country-code';
import { customerTypes, type CustomerType } from '@/lib/markets/regions';
import type { CouponLapsedView } from './types';

/** What the browser keeps of its cart: the order id and the choices that pick its market. No platform token. */
export type CartCookie = {
  orderId?: string;
  /** The market the order lives in. */
  market?: string;
  country?: string;
  customerType?: CustomerType;
  /** A random id for the browser, minted with its first cart: limits count visitors, not just addresses. */
  visitor?: string;
  /** The saved code a change took off the order, and where it applied, while the cart keeps it (ADR 0074). */
  couponLapsed?: CouponLapsedView;
};

function lapsedOf(raw: unknown): CouponLapsedView | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { code, back, place } = raw as Record<string, unknown>;
  const valid =
    typeof code === 'string' &&
    code.length <= 40 &&
    (back === 'country' || back === 'customerType') &&
    typeof place === 'string' &&
    place.length <= 12;
  return valid ? { code, back, place } : undefined;
}

export const cartCookieName = 'viridea_cart';
const cartCookieMaxAge = 30 * 24 * 60 * 60;
const visitorPattern = /^[A-Za-z0-9_-]{16}$/;

export function newVisitorId(): string {
  return randomBytes(12).toString('base64url');
}

let cachedSecret: string | undefined;
function secret(): string {
  cachedSecret ??= readCartSecret();
  return cachedSecret;
}

function sign(payload: string): string {
  return createHmac('sha256', secret()).update(payload).digest('base64url');
}

export function encodeCartCookie(cart: CartCookie): string {
  const payload = Buffer.from(JSON.stringify(cart)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** Reads a signed cart cookie; a tampered or malformed one counts as no cart. */
export function decodeCartCookie(value: string | undefined): CartCookie {
  if (!value) return {};
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return {};
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return {};
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    return {
      orderId: typeof raw.orderId === 'string' ? raw.orderId : undefined,
      market: typeof raw.market === 'string' ? raw.market : undefined,
      country: normalizeCountry(typeof raw.country === 'string' ? raw.country : undefined),
      customerType: customerTypes.find((type) => type === raw.customerType),
      visitor: typeof raw.visitor === 'string' && visitorPattern.test(raw.visitor) ? raw.visitor : undefined,
      ...(lapsedOf(raw.couponLapsed) ? { couponLapsed: lapsedOf(raw.couponLapsed) } : {}),
    };
  } catch {
    return {};
  }
}

const cartCookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  maxAge: cartCookieMaxAge,
  secure: secureCookies(),
};

/**
 * The cart's market in the clear (`GB-consumer`), for the edge cache in front of the site to key cached pages on
 * (docs/adr/0034-edge-cache.md): it cannot read the signed cart cookie. Nothing personal, written beside it.
 */
export const marketCookieName = 'viridea_market';

/** The market cookie's value for a cart: its country and customer type, or none when the cart named no country. */
export function marketCookieValue(cart: Pick<CartCookie, 'country' | 'customerType'>): string | undefined {
  return cart.country ? `${cart.country}-${cart.customerType ?? 'consumer'}` : undefined;
}

/** The code saved until the cart can take it (`lib/cart/saved-coupon`). */
export const savedCouponCookieName = 'viridea_coupon';

/** A cookie store: the request's (`cookies()` in an action) or a response's (route handler, proxy). */
export type CookieJar = {
  set(name: string, value: string, options: typeof cartCookieOptions): unknown;
  delete(options: { name: string; path: string }): unknown;
};

/**
 * The one writer of the cart's cookies: the cart itself after an operation, and a code to save for later (a
 * share link's, the newsletter's). `savedCoupon` unset drops a saved code the cart has taken or given up.
 */
export function writeCartCookies(jar: CookieJar, next: { cookie?: CartCookie; savedCoupon?: string | null }) {
  if (next.cookie) {
    jar.set(cartCookieName, encodeCartCookie(next.cookie), cartCookieOptions);
    const market = marketCookieValue(next.cookie);
    if (market) jar.set(marketCookieName, market, cartCookieOptions);
    else jar.delete({ name: marketCookieName, path: '/' });
  }
  if (next.savedCoupon) jar.set(savedCouponCookieName, next.savedCoupon, cartCookieOptions);
  else if (next.savedCoupon === null) jar.delete({ name: savedCouponCookieName, path: '/' });
}
