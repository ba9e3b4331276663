import { beforeAll, describe, expect, it } from 'vitest';
import { confirmationPage } from '@/sandbox/checkout/render';
import { textsFor } from '@/sandbox/checkout/texts';
import { claims, loadCommerce } from './load';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

const origin = 'https://shop.viridea.test';

/** One click from the hosted checkout to this order's page: the signed link lib/orders reads back (issue 26). */
function expectOrderPage(returnUrl: string | null | undefined, path: string, orderId: string) {
  const url = new URL(returnUrl!);
  expect(url.pathname).toBe(path);
  expect(lib.orders.orderIdOfToken(url.searchParams.get('token'))).toBe(orderId);
}

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

  it('startCheckout stamps the order with language, the signed order page as return_url, and opens on the sandbox checkout', async () => {
    const { cookie } = await lib.cartService.addToCart({ cookie: {}, locale: 'de', origin }, 'AURA-STRAP', 2);
    const href = await lib.cartService.startCheckout({ cookie, locale: 'de', origin });
    const url = new URL(href);
    const base = new URL(lib.client.commerceConfig().checkoutUrl);
    expect(url.origin).toBe(base.origin);
    expect(url.pathname).toBe(`${base.pathname}/${cookie.orderId}`);
    const token = url.searchParams.get('accessToken')!;
    expect(claims(token).scope).toBe('market:code:da-consumer');

    const order = await lib.cart.retrieveOpenOrder('da-consumer', cookie.orderId!);
    expect(order).toMatchObject({ language_code: 'de', cart_url: `${origin}/de/warenkorb`, currency_code: 'EUR' });
    expectOrderPage(order!.return_url, '/de/bestellstatus', cookie.orderId!);
    // The sandbox's thank-you page leads back through return_url: one click to this order's page.
    const { lang, t } = textsFor('de');
    const thanks = confirmationPage(lang, t, {
      id: order!.id,
      type: 'orders',
      attributes: { number: order!.number, return_url: order!.return_url, total_amount_cents: 0, currency_code: 'EUR' },
      relationships: {},
      created_at: order!.created_at,
      updated_at: order!.updated_at,
    });
    expect(thanks).toContain(`<a href="${order!.return_url}">`);

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
    expect(fast).toMatchObject({ language_code: 'en', cart_url: `${origin}/cart` });
    expectOrderPage(fast!.return_url, '/order-status', orderId);
    const { view } = await lib.cartService.getCart({ cookie, locale: 'en', origin });
    expect(view.items.map((item) => [item.skuCode, item.quantity])).toEqual([['FRESHLY-01', 1]]);
  });
});
