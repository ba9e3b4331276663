import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { testDatabase } from '../db/database';
import { marketToken, sdk } from '../sandbox/api';
import { ADDRESS, addLine, newOrder, readyToPlace } from '../sandbox/orders';

const secret = 'route-test-secret';
let url: string;
let db: Kysely<Database>;

const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('base64');
const deliver = (body: string, { topic = 'orders.place', signature = sign(body) } = {}) =>
  POST(
    new Request('http://shop.test/api/webhooks/commerce', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CommerceLayer-Topic': topic,
        'X-CommerceLayer-Signature': signature,
      },
      body,
    }),
  );
const placed = (id: string, email: string, address?: Record<string, string>) =>
  JSON.stringify({
    ...(address ? { included: [{ id: `adr-${id}`, type: 'addresses', attributes: address }] } : {}),
    data: {
      id,
      type: 'orders',
      ...(address ? { relationships: { shipping_address: { data: { type: 'addresses', id: `adr-${id}` } } } } : {}),
      attributes: {
        number: `N-${id}`,
        coupon_code: 'MARIA-7K2Q',
        customer_email: email,
        currency_code: 'EUR',
        placed_at: '2027-01-05T10:00:00.000Z',
        // What the browser's checkout token may write: never read back as the buyer's address.
        metadata: { ip: '203.0.113.77' },
      },
    },
  });
const rows = (orderId: string) => db.selectFrom('referrals').selectAll().where('order_id', '=', orderId).execute();

beforeAll(async () => {
  url = await testDatabase();
  process.env.DATABASE_URL = url;
  process.env.COMMERCE_WEBHOOK_SECRET = secret;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  await db
    .insertInto('referral_members')
    .values({ email: 'maria@example.com', first_name: 'Maria', country: 'IT', locale: 'it', code: 'MARIA-7K2Q' })
    .execute();
  // On the platform: the member once ordered to ADDRESS; a returning friend already has a placed order.
  const cl = sdk(await marketToken('it-consumer'));
  for (const email of ['maria@example.com', 'returning@example.com']) {
    const order = await newOrder(cl, { customer_email: email });
    await addLine(cl, order.id, 'VERDE-SMART', 1);
    await readyToPlace(cl, order.id);
    await cl.orders._place(order.id);
  }
}, 120_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('POST /api/webhooks/commerce', () => {
  it('answers 2xx for a signed orders.place once the pending referral is committed', async () => {
    const response = await deliver(placed('ord-1', 'friend@example.com'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recorded: true, replay: false });
    // Read through another connection: only a committed row is visible here.
    expect(await rows('ord-1')).toMatchObject([{ status: 'pending', friend_email: 'friend@example.com' }]);
  });

  it('refuses a wrong, missing or other-secret signature with 401 and records nothing', async () => {
    const body = placed('ord-2', 'other@example.com');
    for (const signature of ['bm9wZQ==', '', sign(body, 'another-secret'), sign(`${body} `)])
      expect((await deliver(body, { signature })).status).toBe(401);
    expect(await rows('ord-2')).toEqual([]);
  });

  it('answers a replayed event 2xx without a second row', async () => {
    const body = placed('ord-3', 'third@example.com');
    expect((await deliver(body)).status).toBe(200);
    const replay = await deliver(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ recorded: false, replay: true });
    expect(await rows('ord-3')).toHaveLength(1);
  });

  it('answers a malformed but signed body 4xx, never 5xx', async () => {
    const bodies = [
      '{"data":',
      'null',
      '[]',
      '"text"',
      '{}',
      '{"data":{"id":1,"type":"orders"}}',
      '{"data":{"id":"x","type":"orders","attributes":"nope"}}',
      '{"data":{"id":"x","type":"orders"},"included":"nope"}',
      '{"data":{"id":"x","type":"orders"},"included":[null]}',
    ];
    for (const body of bodies) {
      const status = (await deliver(body)).status;
      expect([body, status >= 400 && status < 500]).toEqual([body, true]);
    }
  });

  it('takes unreadable dates and odd attributes without a 5xx', async () => {
    const odd = JSON.stringify({
      data: {
        id: 'ord-4',
        type: 'orders',
        attributes: { coupon_code: 'MARIA-7K2Q', customer_email: 'odd@example.com', placed_at: 'soon', metadata: 'x' },
      },
    });
    expect((await deliver(odd)).status).toBe(200);
    const delivered = JSON.stringify({
      data: {
        id: 'shp-4',
        type: 'shipments',
        attributes: { delivered_at: 'yesterday' },
        relationships: { order: { data: { type: 'orders', id: 'ord-4' } } },
      },
    });
    expect((await deliver(delivered, { topic: 'shipments.deliver' })).status).toBe(200);
    expect((await rows('ord-4'))[0].approve_on).toBeInstanceOf(Date);
    expect((await deliver(placed('ord-5', 'x@example.com'), { topic: 'orders.unknown' })).status).toBe(204);
  });

  it('rejects a referral shipped to the member’s own address or from an email that ordered before', async () => {
    const moved = { ...ADDRESS, line_1: 'via roma 1', city: 'TORINO' };
    expect((await deliver(placed('ord-6', 'flatmate@example.com', moved))).status).toBe(200);
    expect(await rows('ord-6')).toEqual([]);
    expect((await deliver(placed('ord-7', 'returning@example.com'))).status).toBe(200);
    expect(await rows('ord-7')).toEqual([]);
    const elsewhere = { ...ADDRESS, line_1: 'Via Po 12' };
    expect((await deliver(placed('ord-8', 'neighbour@example.com', elsewhere))).status).toBe(200);
    expect(await rows('ord-8')).toMatchObject([{ status: 'pending' }]);
  });

  it('holds the order that reaches the IP threshold for review', async () => {
    const ids = ['ip-1', 'ip-2', 'ip-3', 'ip-4'];
    await db
      .insertInto('checkout_clients')
      .values(ids.map((order_id) => ({ order_id, ip: '192.0.2.50' })))
      .execute();
    for (const id of ids.slice(0, 3)) expect((await deliver(placed(id, `${id}@example.com`))).status).toBe(200);
    expect(await rows('ip-3')).toMatchObject([{ status: 'pending' }]);
    expect((await deliver(placed('ip-4', 'ip-4@example.com'))).status).toBe(200);
    expect(await rows('ip-4')).toMatchObject([{ status: 'held', hold_reason: 'many-orders-from-ip' }]);
  });

  it('records the address the storefront saw at the checkout hand-off, never the one in the order’s metadata', async () => {
    await db.insertInto('checkout_clients').values({ order_id: 'seen-1', ip: '198.51.100.9' }).execute();
    expect((await deliver(placed('seen-1', 'seen-1@example.com'))).status).toBe(200);
    expect((await deliver(placed('seen-2', 'seen-2@example.com'))).status).toBe(200);
    expect((await rows('seen-1')).map((row) => row.ip)).toEqual(['198.51.100.9']);
    expect((await rows('seen-2')).map((row) => row.ip)).toEqual([null]);
    const forged = await db.selectFrom('referrals').select('id').where('ip', '=', '203.0.113.77').execute();
    expect(forged).toEqual([]);
  });

  it('refuses an order whose number is not a string (the platform’s type) with 400, recording nothing', async () => {
    const numbered = placed('num-1', 'num-1@example.com').replace('"number":"N-num-1"', '"number":10042');
    expect(numbered).toContain('"number":10042');
    const response = await deliver(numbered);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Payload parse error' });
    expect(await rows('num-1')).toEqual([]);
  });
});
