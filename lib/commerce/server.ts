import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
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
import type { OfferView, OffersView } from '@/lib/commerce/cart-types';
import { offersFor } from '@/lib/commerce/offers';
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

/**
 * One SKU's offer in the visitor's market for this render (once per request, shared by the buy box and the
 * Product JSON-LD); undefined when the commerce API fails, and the buy box then asks from the browser.
 */
export const currentOffer = cache(
  async (locale: Locale, skuCode: string): Promise<{ view: OffersView; offer?: OfferView } | undefined> => {
    try {
      const view = await offersFor(await currentCartRequest(locale), [skuCode]);
      return { view, offer: view.offers.find((candidate) => candidate.skuCode === skuCode) };
    } catch (error) {
      unstable_rethrow(error);
      console.error('offer for the server render failed', skuCode, error);
      return undefined;
    }
  },
);
