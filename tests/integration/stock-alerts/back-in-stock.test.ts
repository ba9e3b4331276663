import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { renderMail } from '@/lib/mail/templates';
import { subscribeToStock } from '@/lib/stock-alerts/platform';
import { testDatabase } from '../db/database';
import { baseUrl, integrationToken, sdk } from '../sandbox/api';
import { withOwnSandbox } from '../sandbox/own-sandbox';

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
  it('subscribes once per address and SKU, notifies when stock returns, and mails once in the language', async () => {
    const ops = sdk(await integrationToken());
    const request = {
      email: 'kundin@example.com',
      skuCode: 'VERDE-POT',
      marketCode: 'it-consumer',
      locale: 'de' as const,
      path: '/de/ersatzteile',
    };
    await subscribeToStock(request);
    await subscribeToStock(request);
    const subscriptions = await ops.in_stock_subscriptions.list({
      filters: { customer_email_eq: 'kundin@example.com' },
      include: ['market'],
    });
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: 'active', metadata: { locale: 'de', path: '/de/ersatzteile' } });
    expect(subscriptions[0].market?.code).toBe('it-consumer');

    const { port } = server.address() as AddressInfo;
    await ops.webhooks.create({ topic: 'in_stock_subscriptions.notify', callback_url: `http://127.0.0.1:${port}/` });
    const [item] = await ops.stock_items.list({ filters: { sku_code_eq: 'VERDE-POT' } });
    await ops.stock_items.update({ id: item.id, quantity: 4 });
    await expect.poll(() => notices.length, { timeout: 10_000 }).toBe(1);
    expect((await ops.in_stock_subscriptions.retrieve(subscriptions[0].id)).status).toBe('notified');
    await ops.stock_items.update({ id: item.id, quantity: 6 });

    expect((await deliver(notices[0])).status).toBeLessThan(300);
    expect((await deliver(notices[0])).status).toBeLessThan(300);
    const mails = await db.selectFrom('mail_outbox').selectAll().where('template', '=', 'back-in-stock').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'kundin@example.com', locale: 'de' });
    const data = typeof mails[0].data === 'string' ? JSON.parse(mails[0].data) : mails[0].data;
    expect(data).toEqual({ name: 'Verde Topf', productUrl: 'https://shop.test/de/ersatzteile' });
    expect(renderMail('back-in-stock', 'de', data).subject).toBe('Verde Topf ist wieder verfügbar');
    expect(notices).toHaveLength(1);
  });
});
