import { beforeAll, describe, expect, it } from 'vitest';
import { claims, loadCommerce } from './load';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

const origin = 'https://shop.viridea.test';

describe('checkout hand-over', () => {
  it('checkoutUrl is {checkout base}/{orderId}?accessToken={a guest token minted for this hand-off}', async () => {
    const url = new URL(await lib.checkout.checkoutUrl('order/with space', 'gb-consumer'));
    expect(`${url.origin}${url.pathname}`).toBe(`${lib.client.commerceConfig().checkoutUrl}/order%2Fwith%20space`);
    expect([...url.searchParams.keys()]).toEqual(['accessToken']);
    const token = url.searchParams.get('accessToken')!;
    // Issue 9: never the server's cached market token, which every visitor's link would share.
    expect(token).not.toBe(await lib.client.marketToken('gb-consumer'));
    expect(claims(token)).toMatchObject({ scope: 'market:code:gb-consumer', application: { kind: 'sales_channel' } });
    const next = new URL(await lib.checkout.checkoutUrl('order/with space', 'gb-consumer'));
    expect(next.searchParams.get('accessToken')).not.toBe(token);
  });

  it('startCheckout stamps the order with language and return links and opens on the sandbox checkout', async () => {
    const { cookie } = await lib.cartService.addToCart({ cookie: {}, locale: 'de', origin }, 'AURA-STRAP', 2);
    const href = await lib.cartService.startCheckout({ cookie, locale: 'de', origin });
    const url = new URL(href);
    const base = new URL(lib.client.commerceConfig().checkoutUrl);
    expect(url.origin).toBe(base.origin);
    expect(url.pathname).toBe(`${base.pathname}/${cookie.orderId}`);
    const token = url.searchParams.get('accessToken')!;
    expect(claims(token).scope).toBe('market:code:da-consumer');

    const order = await lib.cart.retrieveOpenOrder('da-consumer', cookie.orderId!);
    expect(order).toMatchObject({
      language_code: 'de',
      return_url: `${origin}/de`,
      cart_url: `${origin}/de/warenkorb`,
      currency_code: 'EUR',
    });

    const page = await fetch(href);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(cookie.orderId!);
  });

  it('fast checkout makes a fresh one-SKU order and leaves the cart alone', async () => {
    const { cookie } = await lib.cartService.addToCart({ cookie: {}, locale: 'en', origin }, 'FRESHLY-01', 1);
    const href = await lib.cartService.fastCheckout({ cookie, locale: 'en', origin }, 'AURA-01', 1);
    const orderId = decodeURIComponent(new URL(href).pathname.split('/').pop()!);
    expect(orderId).not.toBe(cookie.orderId);
    const fast = await lib.cart.retrieveOpenOrder('eu-consumer', orderId);
    expect(lib.cart.skuLines(fast).map((line) => [line.sku_code, line.quantity])).toEqual([['AURA-01', 1]]);
    expect(fast).toMatchObject({ language_code: 'en', return_url: `${origin}/`, cart_url: `${origin}/cart` });
    const { view } = await lib.cartService.getCart({ cookie, locale: 'en', origin });
    expect(view.items.map((item) => [item.skuCode, item.quantity])).toEqual([['FRESHLY-01', 1]]);
  });
});
