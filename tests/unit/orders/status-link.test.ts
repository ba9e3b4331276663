import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderIdOfToken, orderStatusPath, orderStatusToken } from '@/lib/orders/status-link';

// The link's key is derived from the site secret on first use, inside the tests.
beforeAll(() => {
  vi.stubEnv('CART_COOKIE_SECRET', process.env.CART_COOKIE_SECRET || 'order-status-link-test-secret-0123456789abcdef');
});
afterAll(() => vi.unstubAllEnvs());

describe('the signed order link', () => {
  it('opens its own order and no other', () => {
    const token = orderStatusToken('ordAbC123');
    expect(orderIdOfToken(token)).toBe('ordAbC123');
    const [, signature] = token.split('.');
    expect(orderIdOfToken(`ordAbC124.${signature}`)).toBeUndefined();
    expect(orderIdOfToken(`ordAbC123.${signature.slice(0, -1)}A`)).toBeUndefined();
    expect(orderIdOfToken(`ordAbC123.${signature}.x`)).toBeUndefined();
    expect(orderIdOfToken('ordAbC123')).toBeUndefined();
    expect(orderIdOfToken(`${'x'.repeat(300)}.${signature}`)).toBeUndefined();
    expect(orderIdOfToken(['ordAbC123', signature])).toBeUndefined();
  });

  it('keeps the id readable and the secret out: the signature is all the link adds', () => {
    const token = orderStatusToken('ordAbC123');
    expect(token).toMatch(/^ordAbC123\.[\w-]{43}$/);
    expect(token).not.toContain(process.env.CART_COOKIE_SECRET);
    expect(() => orderStatusToken('../x')).toThrow();
  });

  it('points at the order page in each language, the token in a query parameter analytics drops', () => {
    expect(orderStatusPath('en', 'ord1')).toMatch(/^\/order-status\?token=ord1\.[\w-]{43}$/);
    expect(orderStatusPath('de', 'ord1')).toMatch(/^\/de\/bestellstatus\?token=ord1\./);
    expect(orderStatusPath('it', 'ord1')).toMatch(/^\/it\/stato-ordine\?token=ord1\./);
  });
});
