import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentCartRequest } from '@/lib/cart/server';
import { ownOrigins, secureCookies, siteOrigin } from '@/lib/http/site-origin';
import { visit } from '@/tests/support/next-headers';

const hostile = new Headers({
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
});

describe('site origin', () => {
  beforeEach(() => visit({ headers: hostile }));
  afterEach(() => vi.unstubAllEnvs());

  it('comes from NEXT_PUBLIC_SITE_URL, else localhost on the served port', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(siteOrigin({ PORT: '3302' })).toBe('http://localhost:3302');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(ownOrigins({ NEXT_PUBLIC_SITE_URL: 'https://shop.example' })).toEqual(['https://shop.example']);
    expect(ownOrigins({ PORT: '3302' })).toContain('http://127.0.0.1:3302');
  });

  it('never takes the Host or X-Forwarded-Host of a request into the cart (cart_url, return_url)', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('PORT', '3302');
    expect((await currentCartRequest('en')).origin).toBe('http://localhost:3302');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shop.example');
    expect((await currentCartRequest('de')).origin).toBe('https://shop.example');
  });

  it('gives every cookie of the site one Secure rule: the configured scheme, else on in production', () => {
    expect(secureCookies({ NEXT_PUBLIC_SITE_URL: 'https://shop.example' })).toBe(true);
    expect(secureCookies({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100', NODE_ENV: 'production' })).toBe(false);
    expect(secureCookies({ NODE_ENV: 'production' })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'development' })).toBe(false);
  });
});
