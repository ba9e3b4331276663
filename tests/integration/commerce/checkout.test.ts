import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { confirmationPage } from '@/sandbox/checkout/render';
import { textsFor } from '@/sandbox/checkout/texts';
import { testDatabase } from '../db/database';
import { claims, loadCommerce } from './load';

let lib: Awaited<ReturnType<typeof loadCommerce>>;
let db: Kysely<Database>;

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  lib = await loadCommerce();
}, 120_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
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

  it("startCheckout stamps the order with language, the cart and the shop's home as its ways back, and opens on the sandbox checkout", async () => {
    const { cookie } = await lib.cartService.addToCart({ cookie: {}, locale: 'de', origin }, 'AURA-STRAP', 2);
    const href = await lib.cartService.startCheckout({ cookie, locale: 'de', origin, client: '203.0.113.9' });
    const url = new URL(href);
    const base = new URL(lib.client.commerceConfig().checkoutUrl);
    expect(url.origin).toBe(base.origin);
    expect(url.pathname).toBe(`${base.pathname}/${cookie.orderId}`);
    const token = url.searchParams.get('accessToken')!;
    expect(claims(token).scope).toBe('market:code:da-consumer');

    const order = await lib.cart.retrieveOpenOrder('da-consumer', cookie.orderId!);
    // The platform's checkout leads back to cart_url while open and to return_url once placed (issue 39).
    expect(order).toMatchObject({
      language_code: 'de',
      cart_url: `${origin}/de/warenkorb`,
      return_url: `${origin}/de`,
      currency_code: 'EUR',
    });
    expect(await db.selectFrom('order_status_links').select('order_id').execute()).toEqual([]);
    // The client address is this server's record, never the order's metadata (the checkout's token may write that).
    expect(order!.metadata ?? {}).not.toHaveProperty('ip');
    expect(
      await db.selectFrom('checkout_clients').select('ip').where('order_id', '=', cookie.orderId!).execute(),
    ).toEqual([{ ip: '203.0.113.9' }]);
    await lib.cartService.startCheckout({ cookie, locale: 'de', origin, client: '203.0.113.10' });
    expect(
      await db.selectFrom('checkout_clients').select('ip').where('order_id', '=', cookie.orderId!).execute(),
    ).toEqual([{ ip: '203.0.113.10' }]);
    // The sandbox's thank-you page: back to the shop through return_url, the order's page as the tracking link.
    const { lang, t } = textsFor('de');
    const thanks = confirmationPage(lang, t, {
      id: order!.id,
      type: 'orders',
      attributes: { number: order!.number, return_url: order!.return_url, total_amount_cents: 0, currency_code: 'EUR' },
      relationships: {},
      created_at: order!.created_at,
      updated_at: order!.updated_at,
    });
    expect(thanks).toContain(`<a href="${origin}/de">${t.back}</a>`);
    expect(thanks).toContain(`<a href="${origin}/de/order-status?number=${order!.number}">${t.track}</a>`);

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
    expect(fast).toMatchObject({ language_code: 'en', cart_url: `${origin}/cart`, return_url: `${origin}/` });
    const { view } = await lib.cartService.getCart({ cookie, locale: 'en', origin });
    expect(view.items.map((item) => [item.skuCode, item.quantity])).toEqual([['FRESHLY-01', 1]]);
  });
});
