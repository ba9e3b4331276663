import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/cart/route';
import { cartCookieName, encodeCartCookie } from '@/lib/commerce/cart-cookie';
import type { CartView } from '@/lib/commerce/cart-types';
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

  it('forgets an order that is gone', async () => {
    visit({ cookies: { [cartCookieName]: encodeCartCookie({ orderId: 'order-1', market: 'eu-consumer' }) } });
    fakeCart({ getCart: async () => ({ cookie: { market: 'eu-consumer' }, view }) });
    expect((await read()).headers.get('set-cookie')).toContain(`${cartCookieName}=`);
  });
});
