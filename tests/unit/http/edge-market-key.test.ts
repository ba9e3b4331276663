// @vitest-environment node
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { marketCookieName, marketCookieValue, writeCartCookies } from '@/lib/cart/cookie';
import { geoValueClean, localeKeyAgrees, marketKeyAgrees } from '@/lib/market-variants/edge-key';
import { rewriteToMarketVariant } from '@/lib/market-variants/rewrite';
import { marketCookie } from '@/server/edge/nginx-config';

const gb = { country: 'GB', customerType: 'consumer' as const };

describe('the market cookie the edge keys cached pages on (ADR 0034)', () => {
  it('is the one the edge configuration reads, written beside every cart cookie, and dropped with a country', () => {
    expect(marketCookieName).toBe(marketCookie);
    const set: Record<string, string> = {};
    const deleted: string[] = [];
    const jar = {
      set: (name: string, value: string) => (set[name] = value),
      delete: ({ name }: { name: string }) => deleted.push(name),
    };
    writeCartCookies(jar, { cookie: { orderId: 'ord_1', country: 'GB', customerType: 'business' } });
    expect(set[marketCookieName]).toBe('GB-business');
    writeCartCookies(jar, { cookie: { orderId: 'ord_1' } });
    expect(deleted).toEqual([marketCookieName]);
    writeCartCookies(jar, { savedCoupon: 'WELCOME10' });
    expect(deleted).toEqual([marketCookieName]);
    expect(marketCookieValue({ country: 'IT' })).toBe('IT-consumer');
  });

  it('agrees with the variant only when exactly one well-formed cookie names it, or none and no cart chose', () => {
    expect(marketKeyAgrees(null, false, gb)).toBe(true);
    expect(marketKeyAgrees('consent=1', false, gb)).toBe(true);
    expect(marketKeyAgrees(null, true, gb)).toBe(false);
    expect(marketKeyAgrees('a=1; viridea_market=GB-consumer; b=2', true, gb)).toBe(true);
    expect(marketKeyAgrees('viridea_market=GB-consumer', false, gb)).toBe(true);
    for (const cookie of [
      'viridea_market=FR-consumer',
      'viridea_market=GB-consumer; viridea_market=FR-consumer',
      'viridea_market=FR-consumer; viridea_market=GB-consumer',
      'Viridea_Market=GB-consumer',
      'xviridea_market=GB-consumer',
      'a=1, viridea_market=GB-consumer',
      'viridea_market=GB-consumer ;b=1',
      'viridea_market=GB%2Dconsumer',
    ]) {
      expect(marketKeyAgrees(cookie, true, gb), cookie).toBe(false);
    }
    expect(marketKeyAgrees('viridea_market=FR-consumer', false, gb)).toBe(false);
  });

  it('takes a geo header for a key only with one clean value', () => {
    expect(geoValueClean(null)).toBe(true);
    expect(geoValueClean('GB')).toBe(true);
    expect(geoValueClean('GB, FR')).toBe(false);
    expect(geoValueClean('GBR')).toBe(false);
  });
});

function scope(path: string, cart: { country?: string }, headers: Record<string, string>, env = {}) {
  const request = new NextRequest(`http://localhost:3000${path}`, { headers });
  const response = NextResponse.rewrite(new URL(`http://localhost:3000/en${path}`));
  rewriteToMarketVariant(request, response, cart, env);
  return { scope: response.headers.get('x-page-scope'), vary: response.headers.get('x-page-vary') };
}

describe('a cached page the edge would file under another market', () => {
  it('is kept out of shared caches: a cart whose market cookie is missing, stale or doubled', () => {
    expect(scope('/freshly', { country: 'GB' }, {}).scope).toBe('private');
    expect(scope('/freshly', { country: 'GB' }, { cookie: 'viridea_market=FR-consumer' }).scope).toBe('private');
    expect(scope('/freshly', {}, { cookie: 'viridea_market=GB-consumer' }).scope).toBe('private');
    expect(scope('/freshly', { country: 'GB' }, { cookie: 'viridea_market=GB-consumer' }).scope).toBeNull();
    expect(scope('/freshly', {}, {}).scope).toBeNull();
  });

  it('is kept out when the geo header holds more than one value', () => {
    const env = { GEO_COUNTRY_HEADER: 'x-edge-country' };
    expect(scope('/freshly', {}, { 'x-edge-country': 'GB' }, env).scope).toBeNull();
    expect(scope('/freshly', {}, { 'x-edge-country': 'GB, FR' }, env).scope).toBe('private');
  });

  it('varies `/` on the language too, since the proxy may send a browser to its own', () => {
    expect(scope('/', {}, {}).vary).toBe('Cookie, Accept-Language');
    expect(scope('/freshly', {}, {}).vary).toBe('Cookie');
  });

  it('keeps `/` out when the edge could read another remembered language than the proxy (ADR 0050)', () => {
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    // nginx reads the first cookie of a name (in any letter case, spaces around `=` allowed), Next the last.
    for (const cookie of [
      'NEXT_LOCALE=; NEXT_LOCALE=en',
      'NEXT_LOCALE=de; NEXT_LOCALE=en',
      'next_locale=de',
      'NEXT_LOCALE =de',
      'NEXT_LOCALE= en',
      'a=1,NEXT_LOCALE=en',
      'NEXT_LOCALE="en"',
    ]) {
      expect(localeKeyAgrees(cookie), cookie).toBe(false);
      expect(scope('/', {}, { ...german, cookie }).scope, cookie).toBe('private');
    }
    for (const cookie of [null, 'consent=1', 'NEXT_LOCALE=en', 'a=1; NEXT_LOCALE=en; b=2', 'NEXT_LOCALE=']) {
      expect(localeKeyAgrees(cookie), String(cookie)).toBe(true);
      expect(scope('/', {}, { ...german, ...(cookie ? { cookie } : {}) }).scope, String(cookie)).toBeNull();
    }
    // Other pages do not read the language cookie.
    expect(scope('/freshly', {}, { cookie: 'NEXT_LOCALE=; NEXT_LOCALE=en' }).scope).toBeNull();
  });
});
