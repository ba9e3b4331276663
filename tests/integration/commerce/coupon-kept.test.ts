import { beforeAll, describe, expect, it } from 'vitest';
import type { CartCookie } from '@/lib/cart/cookie';
import type { CartResult } from '@/lib/cart/server';
import { loadCommerce } from './load';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

/** The visitor's next request: the cookies the last answer wrote (saveCartCookies), the saved code among them. */
function next(previous: { cookie: CartCookie; savedCoupon?: string }, result: CartResult) {
  const jar = new Map<string, string>();
  const request = { locale: 'en' as const, origin: 'https://shop.viridea.test', ...previous };
  lib.cartService.saveCartCookies(
    { set: (name, value) => jar.set(name, value), delete: ({ name }) => jar.set(name, '') },
    request,
    result,
  );
  const written = jar.get('viridea_coupon');
  return { cookie: result.cookie, savedCoupon: written === undefined ? previous.savedCoupon : written || undefined };
}

const request = (state: { cookie: CartCookie; savedCoupon?: string }) => ({
  cookie: state.cookie,
  savedCoupon: state.savedCoupon,
  locale: 'en' as const,
  origin: 'https://shop.viridea.test',
});

/** Ireland, private: 2 fridge purifiers and a filter, 118 € after buy-2, 106.20 € with WELCOME10. */
async function welcomeCart() {
  let state: { cookie: CartCookie; savedCoupon?: string } = { cookie: {} };
  for (const [sku, quantity] of [
    ['FRESHLY-01', 2],
    ['FRESHLY-FILTER', 1],
  ] as const)
    state = next(state, await lib.cartService.addToCart(request(state), sku, quantity));
  const applied = await lib.cartService.updateCartOrder(request(state), { couponCode: 'welcome10' });
  expect([applied.view.couponCode, applied.view.summary?.total]).toEqual(['WELCOME10', '€106.20']);
  return next(state, applied);
}

describe('a discount code the shopper chose is kept when a change takes it off', () => {
  it('private → business (net under 99) → private: saved, said so, and applied again', async () => {
    let state = await welcomeCart();
    const business = await lib.cartService.changePlace(request(state), { customerType: 'business' });
    expect(business.view.couponCode).toBeUndefined();
    expect(business.view.couponLapsed).toEqual({ code: 'WELCOME10', back: 'customerType', place: 'consumer' });
    expect(business.view.couponProgress).toMatchObject({ code: 'WELCOME10', threshold: '€99.00' });
    state = next(state, business);
    expect(state.savedCoupon).toBe('WELCOME10');

    // The page the change answers with (a redirect without JavaScript, a refresh with it) still says so.
    expect((await lib.cartService.getCart(request(state))).view).toMatchObject({
      savedCoupon: { code: 'WELCOME10' },
      couponLapsed: { code: 'WELCOME10', back: 'customerType', place: 'consumer' },
    });

    const back = await lib.cartService.changePlace(request(state), { customerType: 'consumer' });
    expect([back.view.couponCode, back.view.summary?.total, back.view.couponLapsed]).toEqual([
      'WELCOME10',
      '€106.20',
      undefined,
    ]);
    expect([next(state, back).savedCoupon, back.cookie.couponLapsed]).toEqual([undefined, undefined]);
  });

  it('Ireland → Great Britain (under £99) → Ireland: saved, said so, and applied again', async () => {
    let state = await welcomeCart();
    const gb = await lib.cartService.changePlace(request(state), { country: 'GB' });
    expect([gb.view.currency, gb.view.couponCode]).toEqual(['GBP', undefined]);
    expect(gb.view.couponLapsed).toEqual({ code: 'WELCOME10', back: 'country', place: 'IE' });
    state = next(state, gb);
    expect((await lib.cartService.getCart(request(state))).view.couponLapsed).toMatchObject({ place: 'IE' });
    const ireland = await lib.cartService.changePlace(request(state), { country: 'IE' });
    expect([ireland.view.couponCode, ireland.view.summary?.total]).toEqual(['WELCOME10', '€106.20']);
  });

  it('a code typed under its threshold is kept for the cart, not refused', async () => {
    const state = next({ cookie: {} }, await lib.cartService.addToCart(request({ cookie: {} }), 'FRESHLY-01', 1));
    const typed = await lib.cartService.updateCartOrder(request(state), { couponCode: 'WELCOME10' });
    expect([typed.view.couponCode, typed.view.savedCoupon?.code, next(state, typed).savedCoupon]).toEqual([
      undefined,
      'WELCOME10',
      'WELCOME10',
    ]);
  });
});
