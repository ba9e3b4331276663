import { marketCookieName } from '@/lib/cart/cookie';
import { localeCookie } from '@/lib/i18n/locales';
import type { Place } from './variant';

/**
 * The value an edge keying on cookie `name` and the origin both read (docs/adr/0050-edge-keys-what-the-origin-reads.md):
 * null when the header names no such cookie, the value when it names exactly one, written plainly (`name=value`,
 * after `; ` or first) with a value matching `valuePattern`; undefined when they could read different ones. nginx
 * takes the first of a name in any letter case and tolerates spaces around `=` and `,` between cookies; Next takes
 * the last, case-sensitively.
 */
function agreedCookie(cookieHeader: string | null, name: string, valuePattern: string): string | null | undefined {
  const count = cookieHeader?.match(new RegExp(name, 'gi'))?.length ?? 0;
  if (count === 0) return null;
  if (count > 1) return undefined;
  return new RegExp(`(?:^|; *)${name}=(${valuePattern})(?=;|$)`).exec(cookieHeader!)?.[1];
}

/**
 * Whether an edge keying this page on the market cookie (docs/adr/0034-edge-cache.md) would file it under the
 * variant it holds: exactly one well-formed market cookie naming `place`, or none at all when the cart chose nothing.
 * Anything else (a stale, doubled or altered cookie, a cart from before the market cookie) may not be shared.
 */
export function marketKeyAgrees(cookieHeader: string | null, cartChose: boolean, place: Place): boolean {
  const value = agreedCookie(cookieHeader, marketCookieName, '[A-Z]{2}-[a-z]+');
  if (value === null) return !cartChose;
  return value === `${place.country}-${place.customerType}`;
}

/** Whether an edge keying `/` on the remembered language reads the locale cookie the proxy reads (none counts). */
export function localeKeyAgrees(cookieHeader: string | null): boolean {
  return agreedCookie(cookieHeader, localeCookie.name, '[A-Za-z-]*') !== undefined;
}

/** Whether the configured geo header holds one clean value, as an edge keying on it reads it. */
export function geoValueClean(value: string | null): boolean {
  return value === null || /^[A-Za-z0-9]{2}$/.test(value.trim());
}
