import { marketCookieName } from '@/lib/commerce/cart-cookie';
import type { Place } from './variant';

const occurrences = new RegExp(marketCookieName, 'gi');
const exact = new RegExp(`(?:^|;\\s*)${marketCookieName}=([A-Z]{2}-[a-z]+)(?=;|$)`);

/**
 * Whether an edge keying this page on the market cookie (docs/adr/0034-edge-cache.md) would file it under the
 * variant it holds: exactly one well-formed market cookie naming `place`, or none at all when the cart chose nothing.
 * Anything else (a stale, doubled or altered cookie, a cart from before the market cookie) may not be shared.
 */
export function marketKeyAgrees(cookieHeader: string | null, cartChose: boolean, place: Place): boolean {
  const count = cookieHeader?.match(occurrences)?.length ?? 0;
  if (count === 0) return !cartChose;
  const value = count === 1 ? exact.exec(cookieHeader!)?.[1] : undefined;
  return value === `${place.country}-${place.customerType}`;
}

/** Whether the configured geo header holds one clean value, as an edge keying on it reads it. */
export function geoValueClean(value: string | null): boolean {
  return value === null || /^[A-Za-z0-9]{2}$/.test(value.trim());
}
