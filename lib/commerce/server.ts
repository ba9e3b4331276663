import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { clientKey } from '@/lib/http/rate-limit';
import { siteOrigin } from '@/lib/http/site-origin';
import { cartCookieName, decodeCartCookie } from '@/lib/commerce/cart-cookie';
import type { CartRequest } from '@/lib/commerce/cart-service';

/** Country headers set by common hosting edges; absent locally. */
const geoHeaders = ['x-vercel-ip-country', 'cf-ipcountry', 'x-country-code'];

/** The cart request of the current page render or route handler: cart cookie, language, geolocated country. */
export async function currentCartRequest(locale: Locale): Promise<CartRequest> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return {
    cookie: decodeCartCookie(cookieStore.get(cartCookieName)?.value),
    locale,
    geoCountry: geoHeaders.map((name) => headerList.get(name)).find(Boolean) ?? undefined,
    // From configuration only: a Host header must never reach the order's cart_url or return_url.
    origin: siteOrigin(),
    client: clientKey(headerList),
  };
}
