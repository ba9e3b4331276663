import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { clientKey } from '@/lib/http/rate-limit';
import { siteOrigin } from '@/lib/http/site-origin';
import {
  cartCookieName,
  decodeCartCookie,
  savedCouponCookieName,
  writeCartCookies,
  type CartCookie,
  type CookieJar,
} from '@/lib/commerce/cart-cookie';
import type { CartRequest } from '@/lib/commerce/cart-service';
import { visitorCountry } from '@/lib/geo/country';
import { readSavedCoupon } from '@/lib/commerce/saved-coupon';

/** The cart request of the current page render or route handler: cart cookie, language, geolocated country. */
export async function currentCartRequest(locale: Locale): Promise<CartRequest> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const client = clientKey(headerList);
  return {
    cookie: decodeCartCookie(cookieStore.get(cartCookieName)?.value),
    locale,
    geoCountry: visitorCountry(headerList, client),
    // From configuration only: a Host header must never reach the order's cart_url or return_url.
    origin: siteOrigin(),
    client,
    savedCoupon: readSavedCoupon(cookieStore.get(savedCouponCookieName)?.value),
  };
}

/** After a cart operation: the refreshed cart cookie, and the saved coupon dropped once the cart has taken it. */
export function saveCartCookies(
  jar: CookieJar,
  request: CartRequest,
  result: { cookie: CartCookie; savedCoupon?: string },
) {
  writeCartCookies(jar, {
    cookie: result.cookie,
    savedCoupon: request.savedCoupon && !result.savedCoupon ? null : undefined,
  });
}
