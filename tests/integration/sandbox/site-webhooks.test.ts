import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { validSignature } from '@/lib/referral/webhook';
import { SALES_CHANNEL, sdk, token, INTEGRATION } from './api';
import { addLine, newOrder, readyToPlace } from './orders';
import { freePort, startSandbox } from './process';
import { sandboxDatabase } from './template';

type Delivery = { topic: string; signature: string; body: string };

async function receiver() {
  const got: Delivery[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      got.push({
        topic: String(req.headers['x-commercelayer-topic']),
        signature: String(req.headers['x-commercelayer-signature']),
        body,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { server, got, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/commerce` };
}

// It restarts the sandbox process, so it starts its own, on a copy of the seeded data in the run's cluster.
describe("the sandbox's webhooks to the storefront", () => {
  it(
    'are set up from the environment on every start and post signed orders.place events',
    { timeout: 600_000 },
    async () => {
      const site = await receiver();
      const dataDir = mkdtempSync(join(tmpdir(), 'viridea-site-hooks-'));
      const port = await freePort();
      const database = await sandboxDatabase(inject('postgresUrl'));
      const start = (secret: string) =>
        startSandbox(port, dataDir, {
          SANDBOX_DATABASE_URL: database,
          SANDBOX_SITE_WEBHOOK_URL: site.url,
          SANDBOX_SITE_WEBHOOK_SECRET: secret,
        });
      let sandbox = await start('first-secret');
      try {
        await sandbox.stop();
        sandbox = await start('second-secret');
        const admin = sdk(await token({ grant_type: 'client_credentials', ...INTEGRATION }, sandbox.url), sandbox.url);
        const hooks = await admin.webhooks.list({ pageSize: 25 });
        expect(
          Array.from(hooks)
            .filter((hook) => hook.callback_url === site.url)
            .map((hook) => hook.topic)
            .sort(),
        ).toEqual([
          'in_stock_subscriptions.notify',
          'orders.cancel',
          'orders.place',
          'returns.receive',
          'shipments.deliver',
          'stock_items.update',
        ]);
        const grant = { grant_type: 'client_credentials', client_id: SALES_CHANNEL, scope: 'market:code:it-consumer' };
        const cl = sdk(await token(grant, sandbox.url), sandbox.url);
        const order = await newOrder(cl, { customer_email: 'friend@viridea.test' });
        await addLine(cl, order.id, 'VERDE-SMART', 1);
        await readyToPlace(cl, order.id);
        const placed = await cl.orders._place(order.id, { include: ['shipments'] });
        await admin.shipments._ship(placed.shipments![0].id);
        await admin.shipments._deliver(placed.shipments![0].id);
        await expect.poll(() => site.got.filter((d) => d.topic === 'orders.place').length, { timeout: 10_000 }).toBe(1);
        const delivery = site.got.find((d) => d.topic === 'orders.place')!;
        expect(validSignature(delivery.body, delivery.signature, 'second-secret')).toBe(true);
        expect(delivery.signature).not.toBe(
          createHmac('sha256', 'first-secret').update(delivery.body).digest('base64'),
        );
        const document = JSON.parse(delivery.body);
        expect(document.data).toMatchObject({ id: order.id, type: 'orders' });
        expect(document.data.attributes.customer_email).toBe('friend@viridea.test');
        expect(document.included.map((resource: { type: string }) => resource.type)).toContain('addresses');
        await expect.poll(() => site.got.some((d) => d.topic === 'shipments.deliver'), { timeout: 10_000 }).toBe(true);
        const delivered = JSON.parse(site.got.find((d) => d.topic === 'shipments.deliver')!.body);
        expect(delivered.data.relationships.order.data).toEqual({ type: 'orders', id: order.id });
      } finally {
        await sandbox.stop();
        site.server.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
