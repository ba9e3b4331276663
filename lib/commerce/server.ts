import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { decodeCartCookie } from '@/lib/commerce/cart-cookie';
import type { CartRequest } from '@/lib/commerce/cart-service';

/** Country headers set by common hosting edges; absent locally. */
const geoHeaders = ['x-vercel-ip-country', 'cf-ipcountry', 'x-country-code'];

function originOf(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost:3000';
  const protocol =
    headers.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${protocol}://${host}`;
}

/** The cart request of a page render or a route handler: cookie, language, geolocated country, site origin. */
export function buildCartRequest(locale: Locale, cookieValue: string | undefined, headers: Headers): CartRequest {
  return {
    cookie: decodeCartCookie(cookieValue),
    locale,
    geoCountry: geoHeaders.map((name) => headers.get(name)).find(Boolean) ?? undefined,
    origin: process.env.NEXT_PUBLIC_SITE_URL || originOf(headers),
  };
}
