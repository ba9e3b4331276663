import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/cart/route';
import { cartCookieName, encodeCartCookie, savedCouponCookieName } from '@/lib/cart/cookie';
import type { CartView } from '@/lib/cart/types';
import { registerNewsletterCouponRule } from '@/lib/newsletter/coupon-rule';
import { fakeCart } from '@/tests/support/cart-service';
import { visit } from '@/tests/support/next-headers';

const view: CartView = {
  country: 'IE',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
  items: [],
  itemCount: 0,
  discounts: [],
  notes: '',
  suggestions: [],
};
const read = () => GET(new Request('http://localhost:3000/api/cart?locale=en'));

describe('GET /api/cart (the header count’s read)', () => {
  it('sets no cookie when there is no cart, so it cannot undo an add answered before it', async () => {
    visit();
    fakeCart({ getCart: async () => ({ cookie: { market: 'eu-consumer', visitor: 'visitor-0123456789' }, view }) });
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('leaves the cookie of a cart it found as it was, so it cannot undo a change answered before it', async () => {
    const cookie = { orderId: 'order-1', market: 'eu-consumer', country: 'IE', customerType: 'consumer' } as const;
    visit({ cookies: { [cartCookieName]: encodeCartCookie(cookie) } });
    fakeCart({ getCart: async () => ({ cookie: { ...cookie, visitor: 'visitor-0123456789' }, view }) });
    expect((await read()).headers.get('set-cookie')).toBeNull();
  });

  it('leaves the cookie of an order it finds gone: a change sent meanwhile may have moved it', async () => {
    visit({ cookies: { [cartCookieName]: encodeCartCookie({ orderId: 'order-1', market: 'eu-consumer' }) } });
    fakeCart({ getCart: async () => ({ cookie: { market: 'eu-consumer' }, view }) });
    expect((await read()).headers.get('set-cookie')).toBeNull();
  });

  it('drops a saved code the cart has taken, and only that', async () => {
    registerNewsletterCouponRule();
    const cookie = { orderId: 'order-1', market: 'eu-consumer' };
    visit({ cookies: { [cartCookieName]: encodeCartCookie(cookie), [savedCouponCookieName]: 'WELCOME10' } });
    fakeCart({ getCart: async () => ({ cookie, view }) });
    const setCookie = (await read()).headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${savedCouponCookieName}=;`));
    expect(setCookie).not.toContain(`${cartCookieName}=`);
  });
});
