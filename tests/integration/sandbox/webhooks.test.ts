import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, integrationToken, marketToken, sdk } from './api';
import { addLine, failure, newOrder, readyToPlace } from './orders';
import { withOwnSandbox } from './own-sandbox';

withOwnSandbox();

interface Delivery {
  topic: string;
  signature: string;
  body: string;
  at: number;
}

/** A loopback receiver that answers 500 to the first `failures` calls of each topic, then 200. */
async function receiver(failures = 0): Promise<{ url: string; got: Delivery[]; server: Server }> {
  const got: Delivery[] = [];
  const seen = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const headers: IncomingHttpHeaders = req.headers;
      const topic = String(headers['x-commercelayer-topic']);
      const count = (seen.get(topic) ?? 0) + 1;
      seen.set(topic, count);
      got.push({ topic, signature: String(headers['x-commercelayer-signature']), body, at: Date.now() });
      res.statusCode = count <= failures ? 500 : 200;
      res.end(count <= failures ? 'try again' : 'ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got, server };
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64');

let ops: CommerceLayerBundle;
let admin: string;
const hooks: string[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  admin = await integrationToken();
  ops = sdk(admin);
});

afterAll(async () => {
  for (const id of hooks) await ops.webhooks.delete(id).catch(() => undefined);
  for (const server of servers) server.close();
});

async function subscribe(url: string, topics: string[]) {
  const made = [];
  for (const topic of topics) {
    const hook = await ops.webhooks.create({ topic, callback_url: url });
    hooks.push(hook.id);
    made.push(hook);
  }
  return made;
}

async function placedOrder() {
  const cl = sdk(await marketToken('it-consumer'));
  const order = await newOrder(cl);
  await addLine(cl, order.id, 'FRESHLY-CABLE', 1);
  await readyToPlace(cl, order.id);
  return cl.orders._place(order.id, { include: ['shipments'] });
}

describe('webhooks, events and versions', () => {
  it('fires signed orders, shipments, returns and gift_cards topics', async () => {
    const r = await receiver();
    servers.push(r.server);
    const topics = [
      'orders.place',
      'orders.approve',
      'orders.cancel',
      'shipments.ship',
      'shipments.deliver',
      'returns.create',
      'returns.request',
      'returns.approve',
      'gift_cards.create',
      'gift_cards.activate',
    ];
    const made = await subscribe(r.url, topics);
    const secrets = new Map(made.map((h) => [h.topic, h.shared_secret!]));

    const shipped = await placedOrder();
    await ops.orders._approve(shipped.id);
    await ops.shipments._ship(shipped.shipments![0].id);
    await ops.shipments._deliver(shipped.shipments![0].id);
    const ret = await ops.returns.create({ order: ops.orders.relationship(shipped.id) });
    await ops.returns._request(ret.id);
    await ops.returns._approve(ret.id);
    const cancelled = await placedOrder();
    await ops.orders._cancel(cancelled.id);
    const card = await ops.gift_cards.create({ balance_cents: 1000, currency_code: 'EUR' });
    await ops.gift_cards._activate(card.id);

    await expect.poll(() => new Set(r.got.map((d) => d.topic)).size, { timeout: 10_000 }).toBe(topics.length);
    for (const d of r.got) expect(d.signature, d.topic).toBe(sign(d.body, secrets.get(d.topic)!));
    const bodyOf = (topic: string) => JSON.parse(r.got.find((d) => d.topic === topic)!.body);
    expect(bodyOf('orders.cancel').data).toMatchObject({ id: cancelled.id, attributes: { status: 'cancelled' } });
    // The platform types an order's number as a string (`Order.number?: string`); its readers need not guess.
    expect(bodyOf('orders.place').data.attributes.number).toMatch(/^\d+$/);
    expect(shipped.number).toMatch(/^\d+$/);
    expect(bodyOf('returns.approve').data.attributes.status).toBe('approved');
    expect(bodyOf('gift_cards.activate').data.attributes.status).toBe('active');
    const callbacks = await ops.webhooks.last_event_callbacks(made[0].id);
    expect(callbacks[0]).toMatchObject({ response_code: '200' });
  });

  it('retries a failing receiver with backoff until it answers 2xx', { timeout: 30_000 }, async () => {
    const r = await receiver(2);
    servers.push(r.server);
    const [hook] = await subscribe(r.url, ['orders.place']);
    await placedOrder();
    await expect.poll(() => r.got.length, { timeout: 15_000, interval: 200 }).toBe(3);
    const gaps = [r.got[1].at - r.got[0].at, r.got[2].at - r.got[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    expect(new Set(r.got.map((d) => d.body)).size).toBe(1);
    await expect
      .poll(async () => Array.from(await ops.webhooks.last_event_callbacks(hook.id), (c) => c.response_code).sort())
      .toEqual(['200', '500', '500']);
    expect((await ops.webhooks.retrieve(hook.id)).circuit_failure_count).toBe(0);
  });

  it('refuses topics the sandbox never fires', async () => {
    for (const topic of ['orders.update', 'orders.teleport', 'nothing.create', 'orders'])
      expect((await failure(ops.webhooks.create({ topic, callback_url: 'http://127.0.0.1:9/' }))).status, topic).toBe(
        422,
      );
  });

  it('records events and versions for what the sandbox does', async () => {
    const placed = await placedOrder();
    await ops.orders._approve(placed.id);
    await ops.orders.update({ id: placed.id, reference: 'ERP-1' });
    const events = await ops.orders.events(placed.id);
    expect(events.map((e) => e.name)).toEqual(
      expect.arrayContaining(['orders.create', 'orders.place', 'orders.approve']),
    );
    const versions = await api('GET', `orders/${placed.id}/versions?page[size]=25`, admin);
    expect(versions.status).toBe(200);
    const update = versions.body.data.find(
      (v: { attributes: { changes?: Record<string, unknown> } }) => v.attributes.changes?.reference,
    );
    expect(update.attributes).toMatchObject({ event: 'update', changes: { reference: [null, 'ERP-1'] } });
    expect((await ops.events.list({ filters: { name_eq: 'orders.place' } })).length).toBeGreaterThan(0);
  });
});
