import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/cart/route';
import { cartCookieName, encodeCartCookie } from '@/lib/commerce/cart-cookie';
import type { CartView } from '@/lib/commerce/cart-types';
import { fakeCart } from '@/tests/support/cart-service';
import { visit } from '@/tests/support/next-headers';

const view = { items: [], itemCount: 0 } as unknown as CartView;
const read = () => GET(new Request('http://localhost:3000/api/cart?locale=en'));

describe('GET /api/cart (the header count’s read)', () => {
  it('sets no cookie when there is no cart, so it cannot undo an add answered before it', async () => {
    visit();
    fakeCart({ getCart: async () => ({ cookie: { market: 'eu-consumer', visitor: 'visitor-0123456789' }, view }) });
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refreshes the cookie of a visitor who has a cart', async () => {
    visit({ cookies: { [cartCookieName]: encodeCartCookie({ orderId: 'order-1', market: 'eu-consumer' }) } });
    fakeCart({ getCart: async () => ({ cookie: { orderId: 'order-1', market: 'eu-consumer' }, view }) });
    const response = await read();
    expect(response.headers.get('set-cookie')).toContain(`${cartCookieName}=`);
  });
});
