// @vitest-environment node
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { splitLocaleSegment } from '@/lib/i18n/server';
import { rewriteToMarketVariant } from '@/lib/market-variants/rewrite';
import { parseVariant, variantSegment, visitorPlace } from '@/lib/market-variants/variant';

describe('market variant segments', () => {
  it('name a place after the language, and only places the cart offers parse back', () => {
    expect(variantSegment('en', { country: 'GB', customerType: 'business' })).toBe('en_GB-business');
    expect(parseVariant('GB-business')).toEqual({ country: 'GB', customerType: 'business' });
    for (const bad of ['XX-consumer', 'GB-vip', 'gb-consumer', 'GB', '../GB-consumer']) {
      expect(parseVariant(bad), bad).toBeUndefined();
    }
    expect(splitLocaleSegment('de_AT-consumer')).toEqual({ locale: 'de', variant: 'AT-consumer' });
    expect(splitLocaleSegment('de')).toEqual({ locale: 'de', variant: undefined });
    expect(splitLocaleSegment('fr_GB-consumer')).toBeUndefined();
    expect(splitLocaleSegment('en_GB_consumer')).toBeUndefined();
  });

  it("take the cart's country and customer type, else the geolocated country, else the language's", () => {
    expect(visitorPlace('en', { country: 'GB', customerType: 'business' }, 'US')).toEqual({
      country: 'GB',
      customerType: 'business',
    });
    expect(visitorPlace('en', {}, 'US')).toEqual({ country: 'US', customerType: 'consumer' });
    expect(visitorPlace('de', {}, undefined)).toEqual({ country: 'DE', customerType: 'consumer' });
    expect(visitorPlace('it', {}, 'KP')).toEqual({ country: 'IT', customerType: 'consumer' });
  });
});

function rewritten(path: string, cart: { country?: string }, headers: Record<string, string> = {}, env = {}) {
  const request = new NextRequest(`http://localhost:3000${path}`, { headers });
  const response = NextResponse.rewrite(new URL(`http://localhost:3000/en${path}`));
  rewriteToMarketVariant(request, response, cart, env);
  return {
    target: new URL(response.headers.get('x-middleware-rewrite')!).pathname,
    vary: response.headers.get('x-page-vary'),
    scope: response.headers.get('x-page-scope'),
  };
}

describe('the rewrite to a market variant', () => {
  it("sends a page to the visitor's variant and says what chose it", () => {
    expect(rewritten('/freshly', { country: 'GB' }, { cookie: 'viridea_market=GB-consumer' })).toEqual({
      target: '/en_GB-consumer/freshly',
      vary: 'Cookie',
      scope: null,
    });
    expect(rewritten('', {}).target).toBe('/en_IE-consumer');
    const edge = rewritten('/freshly', {}, { 'cf-ipcountry': 'US' }, { GEO_COUNTRY_HEADER: 'CF-IPCountry' });
    expect(edge).toEqual({ target: '/en_US-consumer/freshly', vary: 'Cookie, cf-ipcountry', scope: null });
  });

  it('also rewrites a path next-intl passes on unchanged, such as a German content page', () => {
    const request = new NextRequest('http://localhost:3000/de/aura');
    const response = NextResponse.next();
    rewriteToMarketVariant(request, response, { country: 'AT', customerType: 'business' }, {});
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/de_AT-business/aura');
    expect(response.headers.get('x-middleware-next')).toBeNull();
  });

  it('keeps a market found from the client address out of shared caches', () => {
    expect(rewritten('/freshly', {}, { 'x-forwarded-for': '81.2.69.142' })).toMatchObject({
      target: '/en_GB-consumer/freshly',
      scope: 'private',
    });
  });

  it('leaves the blog, the FAQ and the foodprint results, which show no prices, on the plain language', () => {
    expect(rewritten('/blog/news/a-post', {}).target).toBe('/en/blog/news/a-post');
    expect(rewritten('/faq/freshly', {}).target).toBe('/en/faq/freshly');
  });
});
