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

/** One click from the hosted checkout to this order's page: an opaque link that opens this order (issue 26, 37). */
async function expectOrderPage(returnUrl: string | null | undefined, path: string, orderId: string) {
  const url = new URL(returnUrl!);
  expect(url.pathname).toBe(path);
  const token = url.searchParams.get('token')!;
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(returnUrl).not.toContain(orderId);
  expect(await lib.orders.orderIdOfLink(token)).toBe(orderId);
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

  it('startCheckout stamps the order with language, an opaque order page link as return_url, and opens on the sandbox checkout', async () => {
    const { cookie } = await lib.cartService.addToCart({ cookie: {}, locale: 'de', origin }, 'AURA-STRAP', 2);
    const href = await lib.cartService.startCheckout({ cookie, locale: 'de', origin, client: '203.0.113.9' });
    const url = new URL(href);
    const base = new URL(lib.client.commerceConfig().checkoutUrl);
    expect(url.origin).toBe(base.origin);
    expect(url.pathname).toBe(`${base.pathname}/${cookie.orderId}`);
    const token = url.searchParams.get('accessToken')!;
    expect(claims(token).scope).toBe('market:code:da-consumer');

    const order = await lib.cart.retrieveOpenOrder('da-consumer', cookie.orderId!);
    expect(order).toMatchObject({ language_code: 'de', cart_url: `${origin}/de/warenkorb`, currency_code: 'EUR' });
    await expectOrderPage(order!.return_url, '/de/bestellstatus', cookie.orderId!);
    // The client address is this server's record, never the order's metadata (the checkout's token may write that).
    expect(order!.metadata ?? {}).not.toHaveProperty('ip');
    expect(
      await db.selectFrom('checkout_clients').select('ip').where('order_id', '=', cookie.orderId!).execute(),
    ).toEqual([{ ip: '203.0.113.9' }]);
    // A second hand-off replaces the first return link, as it replaces the order's return_url.
    await lib.cartService.startCheckout({ cookie, locale: 'de', origin, client: '203.0.113.10' });
    const again = await lib.cart.retrieveOpenOrder('da-consumer', cookie.orderId!);
    expect(await lib.orders.orderIdOfLink(new URL(order!.return_url!).searchParams.get('token'))).toBeUndefined();
    await expectOrderPage(again!.return_url, '/de/bestellstatus', cookie.orderId!);
    expect(
      await db.selectFrom('checkout_clients').select('ip').where('order_id', '=', cookie.orderId!).execute(),
    ).toEqual([{ ip: '203.0.113.10' }]);
    // The sandbox's thank-you page leads back through return_url: one click to this order's page.
    const { lang, t } = textsFor('de');
    const thanks = confirmationPage(lang, t, {
      id: again!.id,
      type: 'orders',
      attributes: { number: again!.number, return_url: again!.return_url, total_amount_cents: 0, currency_code: 'EUR' },
      relationships: {},
      created_at: again!.created_at,
      updated_at: again!.updated_at,
    });
    expect(thanks).toContain(`<a href="${again!.return_url}">`);

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
    await expectOrderPage(fast!.return_url, '/order-status', orderId);
    const { view } = await lib.cartService.getCart({ cookie, locale: 'en', origin });
    expect(view.items.map((item) => [item.skuCode, item.quantity])).toEqual([['FRESHLY-01', 1]]);
  });
});
