import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InStockSubscriptionCreate } from '@commercelayer/sdk';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { renderMail } from '@/lib/mail/templates';
import { confirmStockAlert, requestStockAlert } from '@/lib/stock-alerts/request';
import { testDatabase } from '../db/database';
import { baseUrl, integrationToken, sdk } from '../sandbox/api';
import { withOwnSandbox } from '../sandbox/own-sandbox';

// The notice also expires the product's cached pages: outside a request, Next's revalidation has nothing to expire.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
}));

withOwnSandbox();

const secret = 'back-in-stock-test-secret';
let db: Kysely<Database>;
let server: Server;
const notices: string[] = [];

const deliver = (body: string) =>
  POST(
    new Request('http://shop.test/api/webhooks/commerce', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CommerceLayer-Topic': 'in_stock_subscriptions.notify',
        'X-CommerceLayer-Signature': createHmac('sha256', secret).update(body).digest('base64'),
      },
      body,
    }),
  );

beforeAll(async () => {
  // lib/commerce talks to this file's own sandbox, where the pot's stock may change.
  process.env.SANDBOX_PORT = new URL(baseUrl()).port;
  process.env.COMMERCE_WEBHOOK_SECRET = secret;
  process.env.NEXT_PUBLIC_SITE_URL = 'https://shop.test';
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.headers['x-commercelayer-topic'] === 'in_stock_subscriptions.notify') notices.push(body);
      res.end('ok');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
}, 60_000);

afterAll(async () => {
  server?.close();
  await closeDb();
  await db?.destroy();
});

describe('back-in-stock alerts on the platform (sandbox)', () => {
  it('subscribes once its owner confirms by mail, notifies when stock returns, and mails once in the language', async () => {
    const ops = sdk(await integrationToken());
    const request = {
      email: 'kundin@example.com',
      skuCode: 'VERDE-POT',
      marketCode: 'it-consumer',
      locale: 'de' as const,
      path: '/de/ersatzteile',
    };
    const subscriptionsOf = (email: string) =>
      ops.in_stock_subscriptions.list({ filters: { customer_email_eq: email }, include: ['market'] });
    // Double opt-in (issue 37 item 9): the request is a mailed link; the platform hears of it only on confirmation.
    await requestStockAlert(db, request, async () => true);
    const [confirm] = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'stock-alert-confirm')
      .execute();
    expect(confirm).toMatchObject({ recipient: 'kundin@example.com', locale: 'de' });
    expect(confirm.data).toMatchObject({ name: 'Verde Topf', days: '7' });
    expect(confirm.data.confirmUrl).toMatch(/^https:\/\/shop\.test\/de\/wieder-verfuegbar\?alert=[\w-]+$/);
    expect(JSON.stringify(confirm.data)).not.toContain('kundin');
    expect(await subscriptionsOf('kundin@example.com')).toHaveLength(0);
    const token = new URL(confirm.data.confirmUrl).searchParams.get('alert')!;
    expect(await confirmStockAlert('x'.repeat(60))).toEqual({ status: 'invalid' });
    expect(await confirmStockAlert(token)).toEqual({ status: 'confirmed', path: '/de/ersatzteile' });
    expect(await confirmStockAlert(token)).toEqual({ status: 'confirmed', path: '/de/ersatzteile' });
    const subscriptions = await subscriptionsOf('kundin@example.com');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      status: 'active',
      metadata: { locale: 'de', path: '/de/ersatzteile', confirmed_at: expect.any(String) },
    });
    expect(subscriptions[0].market?.code).toBe('it-consumer');
    // One made on the platform without the site's confirmation is never mailed.
    const unconfirmed: Partial<InStockSubscriptionCreate> = {
      customer_email: 'unconfirmed@example.com',
      sku_code: 'VERDE-POT',
      metadata: { locale: 'en', path: '/spare-parts' },
    };
    await ops.in_stock_subscriptions.create(unconfirmed as InStockSubscriptionCreate);

    const { port } = server.address() as AddressInfo;
    await ops.webhooks.create({ topic: 'in_stock_subscriptions.notify', callback_url: `http://127.0.0.1:${port}/` });
    const [item] = await ops.stock_items.list({ filters: { sku_code_eq: 'VERDE-POT' } });
    await ops.stock_items.update({ id: item.id, quantity: 4 });
    await expect.poll(() => notices.length, { timeout: 10_000 }).toBe(2);
    expect((await ops.in_stock_subscriptions.retrieve(subscriptions[0].id)).status).toBe('notified');
    await ops.stock_items.update({ id: item.id, quantity: 6 });

    for (const notice of [...notices, ...notices]) expect((await deliver(notice)).status).toBeLessThan(300);
    const mails = await db.selectFrom('mail_outbox').selectAll().where('template', '=', 'back-in-stock').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'kundin@example.com', locale: 'de' });
    const data = typeof mails[0].data === 'string' ? JSON.parse(mails[0].data) : mails[0].data;
    // The part's own card in the subscriber's language, not only the list it was asked on.
    expect(data).toEqual({ name: 'Verde Topf', productUrl: 'https://shop.test/de/ersatzteile#verde-pot' });
    expect(renderMail('back-in-stock', 'de', data).subject).toBe('Verde Topf ist wieder verfügbar');
    expect(notices).toHaveLength(2);
  });
});
