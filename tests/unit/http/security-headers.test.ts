// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentModeDefaultsScript } from '@/lib/consent/consent-mode';
import { contentSecurityPolicy, createNonce, scriptHash } from '@/lib/http/csp';
import { securityHeaders } from '@/lib/http/security-headers';

describe('content security policy', () => {
  it('allows scripts only with the nonce and forbids framing, plugins and foreign form targets', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    const policy = contentSecurityPolicy(nonce, { NODE_ENV: 'production', SANDBOX_PORT: '4302' });
    // The root layout's one inline script renders without a nonce (the layout may be cached), so it goes by hash.
    expect(policy).toContain(
      `script-src 'self' 'nonce-${nonce}' ${scriptHash(consentModeDefaultsScript)} 'strict-dynamic'`,
    );
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
      'Cross-Origin-Opener-Policy',
    ]);
    expect(securityHeaders({}).find(({ key }) => key === 'Cross-Origin-Opener-Policy')?.value).toBe('same-origin');
    expect(names({ NEXT_PUBLIC_SITE_URL: 'https://shop.example' })).toContain('Strict-Transport-Security');
  });
});
