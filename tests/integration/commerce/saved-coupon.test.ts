import { beforeAll, describe, expect, it } from 'vitest';
import type { CartCookie } from '@/lib/cart/cookie';
import { loadCommerce } from './load';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

const request = (cookie: CartCookie, savedCoupon?: string) => ({
  cookie,
  locale: 'it' as const,
  origin: 'https://shop.viridea.test',
  savedCoupon,
});

describe('the newsletter code saved for a cart', () => {
  it('waits while the cart is empty or not over 99, then goes on the order by itself', async () => {
    let { cookie, view, savedCoupon } = await lib.cartService.getCart(request({}, 'WELCOME10'));
    expect(savedCoupon).toBe('WELCOME10');
    expect(view.savedCoupon).toEqual({ code: 'WELCOME10', threshold: '99,00\u00a0€' });

    ({ cookie, view, savedCoupon } = await lib.cartService.addToCart(request(cookie, 'WELCOME10'), 'FRESHLY-01', 2));
    expect(view.summary).toMatchObject({ totalCents: 13800 - 3900 });
    expect([savedCoupon, view.couponCode]).toEqual(['WELCOME10', undefined]);

    ({ cookie, view, savedCoupon } = await lib.cartService.addToCart(
      request(cookie, 'WELCOME10'),
      'FRESHLY-FILTER',
      1,
    ));
    expect(view.couponCode).toBe('WELCOME10');
    expect(view.summary).toMatchObject({ totalCents: 13800 + 1900 - 3900 - 1180 });
    expect([savedCoupon, view.savedCoupon]).toEqual([undefined, undefined]);
  });

  it('is forgotten when the visitor removes the code, and not put back', async () => {
    let { cookie, view } = await lib.cartService.addToCart(request({}), 'FRESHLY-01', 2);
    ({ cookie, view } = await lib.cartService.addToCart(request(cookie), 'FRESHLY-FILTER', 1));
    let savedCoupon: string | undefined;
    ({ cookie, view, savedCoupon } = await lib.cartService.getCart(request(cookie, 'WELCOME10')));
    expect([view.couponCode, savedCoupon]).toEqual(['WELCOME10', undefined]);
    ({ view, savedCoupon } = await lib.cartService.updateCartOrder(request(cookie, 'WELCOME10'), { couponCode: null }));
    expect([view.couponCode, savedCoupon, view.savedCoupon]).toEqual([undefined, undefined, undefined]);
  });
});
