import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { clientKey } from '@/lib/http/rate-limit';
import { siteOrigin } from '@/lib/http/site-origin';
import { decodeCartCookie } from './cart-cookie';
import type { CartRequest } from './cart-service';

/** Country headers set by common hosting edges; absent locally. */
const geoHeaders = ['x-vercel-ip-country', 'cf-ipcountry', 'x-country-code'];

/** The cart request of a page render or a route handler: cookie, language, geolocated country, site origin. */
export function buildCartRequest(locale: Locale, cookieValue: string | undefined, headers: Headers): CartRequest {
  return {
    cookie: decodeCartCookie(cookieValue),
    locale,
    geoCountry: geoHeaders.map((name) => headers.get(name)).find(Boolean) ?? undefined,
    // From configuration only: a Host header must never reach the order's cart_url or return_url.
    origin: siteOrigin(),
    client: clientKey(headers),
  };
}
