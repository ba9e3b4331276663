import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { cartCookieName, decodeCartCookie } from '@/lib/commerce/cart-cookie';
import type { CartRequest } from '@/lib/commerce/cart-service';

/** Country headers set by common hosting edges; absent locally. */
const geoHeaders = ['x-vercel-ip-country', 'cf-ipcountry', 'x-country-code'];

function originOf(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost:3000';
  const protocol =
    headers.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${protocol}://${host}`;
}

/** The cart request of the current page render or route handler: cart cookie, language, geolocated country, origin. */
export async function currentCartRequest(locale: Locale): Promise<CartRequest> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return {
    cookie: decodeCartCookie(cookieStore.get(cartCookieName)?.value),
    locale,
    geoCountry: geoHeaders.map((name) => headerList.get(name)).find(Boolean) ?? undefined,
    origin: process.env.NEXT_PUBLIC_SITE_URL || originOf(headerList),
  };
}
