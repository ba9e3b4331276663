import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingCartSecretMessage, readCartSecret } from '@/lib/cart/secret';

const secretFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'cart-secret-')), 'nested', 'cart-cookie-secret');

describe('cart cookie secret', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('refuses to run in production against a hosted organization without CART_COOKIE_SECRET', () => {
    const env = { NODE_ENV: 'production', COMMERCE_ORGANIZATION: 'viridea', CART_COOKIE_SECRET_FILE: secretFile() };
    expect(() => readCartSecret(env)).toThrow(missingCartSecretMessage);
    expect(readCartSecret({ ...env, CART_COOKIE_SECRET: 'a-configured-secret' })).toBe('a-configured-secret');
  });

  it('generates one random secret per install for the sandbox, stored and reused, private to the owner', () => {
    const file = secretFile();
    const first = readCartSecret({ NODE_ENV: 'production', CART_COOKIE_SECRET_FILE: file });
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readCartSecret({ CART_COOKIE_SECRET_FILE: file })).toBe(first);
    const other = readCartSecret({ CART_COOKIE_SECRET_FILE: secretFile() });
    expect(other).not.toBe(first);
    expect(first).not.toContain('viridea');
  });

  it('ignores a cookie forged with the old client-id-derived key', async () => {
    vi.stubEnv('CART_COOKIE_SECRET', '');
    vi.stubEnv('CART_COOKIE_SECRET_FILE', secretFile());
    const { decodeCartCookie, encodeCartCookie } = await import('@/lib/cart/cookie');
    const victim = { orderId: 'ord_victim', market: 'eu-consumer', country: 'DE', customerType: 'consumer' as const };
    const payload = Buffer.from(JSON.stringify(victim)).toString('base64url');
    for (const key of ['viridea-cart:sandbox', 'viridea-cart:viridea-storefront']) {
      const forged = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
      expect(decodeCartCookie(forged)).toEqual({});
    }
    expect(decodeCartCookie(encodeCartCookie(victim))).toEqual(victim);
  });
});
