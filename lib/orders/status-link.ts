import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readCartSecret } from '@/lib/commerce/cart-secret';
import { siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

let cachedKey: Buffer | undefined;
// A key of its own derived from the site secret: an order link cannot be turned into a cart cookie or back.
const key = () => (cachedKey ??= createHash('sha256').update(`order-status\0${readCartSecret()}`).digest());

const signatureOf = (orderId: string) => createHmac('sha256', key()).update(orderId).digest('base64url');
const orderIdPattern = /^[\w-]{1,64}$/;

/** `{orderId}.{HMAC}`: whoever holds it may read that order's status, nothing else. */
export function orderStatusToken(orderId: string): string {
  if (!orderIdPattern.test(orderId)) throw new Error('Not an order id');
  return `${orderId}.${signatureOf(orderId)}`;
}

/** The order id of a token this site signed; undefined for anything else. */
export function orderIdOfToken(token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [orderId, signature, extra] = token.split('.');
  if (extra !== undefined || !orderId || !signature || !orderIdPattern.test(orderId)) return undefined;
  const expected = Buffer.from(signatureOf(orderId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : undefined;
}

/** The order page's path with its signed token, in the shopper's language. */
export const orderStatusPath = (locale: Locale, orderId: string) =>
  `${pathFor(locale, { pathname: '/order-status' })}?token=${orderStatusToken(orderId)}`;

/** The same as an absolute link, for mails. */
export const orderStatusUrl = (locale: Locale, orderId: string) => `${siteOrigin()}${orderStatusPath(locale, orderId)}`;
