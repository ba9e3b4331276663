import { describe, expect, it } from 'vitest';
import { decodeCartCookie, encodeCartCookie } from '@/lib/cart/cookie';

describe('cart cookie', () => {
  const cart = { orderId: 'ord_1', market: 'it-consumer', country: 'IT', customerType: 'consumer' as const };

  it('round-trips the order id and the market choices', () => {
    expect(decodeCartCookie(encodeCartCookie(cart))).toEqual(cart);
  });

  it('holds no platform token', () => {
    const value = encodeCartCookie(cart);
    expect(Buffer.from(value.split('.')[0], 'base64url').toString()).not.toMatch(/token|secret/i);
  });

  it('treats a tampered, malformed or missing cookie as no cart', () => {
    const [payload, signature] = encodeCartCookie(cart).split('.');
    const forged = Buffer.from(JSON.stringify({ ...cart, orderId: 'someone-else' })).toString('base64url');
    expect(decodeCartCookie(`${forged}.${signature}`)).toEqual({});
    const otherFirst = signature.startsWith('x') ? 'y' : 'x';
    expect(decodeCartCookie(`${payload}.${otherFirst}${signature.slice(1)}`)).toEqual({});
    expect(decodeCartCookie('garbage')).toEqual({});
    expect(decodeCartCookie(undefined)).toEqual({});
  });

  it('drops values of the wrong shape and normalizes the country', () => {
    const odd = encodeCartCookie({ orderId: 5, country: 'Italy', customerType: 'wholesale' } as never);
    expect(decodeCartCookie(odd)).toEqual({
      orderId: undefined,
      market: undefined,
      country: undefined,
      customerType: undefined,
    });
    expect(decodeCartCookie(encodeCartCookie({ orderId: 'x', country: 'it' }))).toMatchObject({
      orderId: 'x',
      country: 'IT',
    });
  });
});
