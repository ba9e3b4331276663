// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, createNonce } from '@/lib/http/csp';
import { limitFastCheckout } from '@/lib/http/fast-checkout-limit';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import { securityHeaders } from '@/lib/http/security-headers';

describe('content security policy', () => {
  it('allows scripts only with the nonce and forbids framing, plugins and foreign form targets', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    const policy = contentSecurityPolicy(nonce, { NODE_ENV: 'production', SANDBOX_PORT: '4302' });
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self' http://127.0.0.1:4302");
    expect(policy).not.toContain('upgrade-insecure-requests');
    const hosted = contentSecurityPolicy(nonce, {
      COMMERCE_ORGANIZATION: 'viridea',
      COMMERCE_CHECKOUT_URL: 'https://viridea.commercelayer.app/checkout',
      NEXT_PUBLIC_SITE_URL: 'https://shop.example',
    });
    expect(hosted).toContain("form-action 'self' https://viridea.commercelayer.app");
    expect(hosted).toContain('upgrade-insecure-requests');
  });

  it('sends HSTS only for an https site URL, and the other headers always', () => {
    const names = (env: Record<string, string>) => securityHeaders(env).map((header) => header.key);
    expect(names({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).toEqual([
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(names({ NEXT_PUBLIC_SITE_URL: 'https://shop.example' })).toContain('Strict-Transport-Security');
  });
});

describe('fast checkout limit', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
  });

  const visit = (path: string, headers: Record<string, string> = {}) =>
    limitFastCheckout(
      new Request(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': '203.0.113.9', ...headers } }),
    );

  it('counts fast-checkout links per client and answers 429 in the page language', async () => {
    for (let i = 0; i < limits.fastCheckout.points; i++)
      expect(await visit('/de/schnellkauf?sku=FRESHLY-01')).toBeUndefined();
    const refused = await visit('/de/schnellkauf?sku=FRESHLY-01');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.text()).toContain('Zu viele Versuche');
    expect((await visit('/it/acquisto-rapido?sku=AURA-01'))?.status).toBe(429);
  });

  it('ignores other pages, links without a product and router prefetches', async () => {
    for (let i = 0; i < limits.fastCheckout.points + 2; i++) {
      expect(await visit('/fast-checkout?sku=X', { 'next-router-prefetch': '1' })).toBeUndefined();
      expect(await visit('/fast-checkout')).toBeUndefined();
      expect(await visit('/cart?sku=FRESHLY-01')).toBeUndefined();
    }
  });
});
