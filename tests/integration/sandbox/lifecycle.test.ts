import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { integrationToken, marketToken, requestToken, SALES_CHANNEL, sdk } from './api';
import { addLine, failure, newOrder, readyToPlace } from './orders';
import { withOwnSandbox } from './own-sandbox';

withOwnSandbox();

let admin: string;

beforeAll(async () => {
  admin = await integrationToken();
});

describe('gift cards', () => {
  it('goes draft → purchased → active, changes balance, pays part of an order and is credited back on cancel', async () => {
    const ops = sdk(admin);
    const card = await ops.gift_cards.create({ balance_cents: 3000, currency_code: 'EUR' });
    expect(card).toMatchObject({ status: 'draft', balance_cents: 3000, formatted_balance: '€30,00' });
    expect(card.code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect((await ops.gift_cards._purchase(card.id)).status).toBe('inactive');
    expect((await ops.gift_cards._activate(card.id)).status).toBe('active');
    expect((await ops.gift_cards._balance_change_cents(card.id, -1000)).balance_cents).toBe(2000);
    expect((await failure(ops.gift_cards._balance_change_cents(card.id, -5000))).status).toBe(422);
    const cl = sdk(await marketToken('it-consumer'));
    const order = await newOrder(cl);
    await addLine(cl, order.id, 'FRESHLY-01', 1);
    const redeemed = await cl.orders.update({ id: order.id, gift_card_code: card.code });
    expect(redeemed).toMatchObject({ gift_card_amount_cents: -2000, total_amount_cents: 4900 });
    await readyToPlace(cl, order.id);
    await cl.orders._place(order.id);
    expect((await ops.gift_cards.retrieve(card.id)).balance_cents).toBe(0);
    await ops.orders._cancel(order.id);
    expect((await ops.gift_cards.retrieve(card.id)).balance_cents).toBe(2000);
    expect((await ops.gift_cards._deactivate(card.id)).status).toBe('inactive');
    const other = await newOrder(cl);
    expect(
      (await failure(cl.orders.update({ id: other.id, gift_card_code: card.code }))).errors[0].source.pointer,
    ).toBe('/data/attributes/gift_card_code');
  });
});

describe('returns', () => {
  it('follows request → approve → ship → receive → restock and refuses wrong steps', async () => {
    const cl = sdk(await marketToken('it-consumer'));
    const order = await newOrder(cl);
    const line = await addLine(cl, order.id, 'AURA-STRAP', 2);
    expect((await failure(sdk(admin).returns.create({ order: cl.orders.relationship(order.id) }))).status).toBe(422);
    await readyToPlace(cl, order.id);
    await cl.orders._place(order.id);
    const ops = sdk(admin);
    const ret = await ops.returns.create({ order: ops.orders.relationship(order.id) });
    expect(ret.status).toBe('draft');
    await ops.return_line_items.create({
      quantity: 1,
      return: ops.returns.relationship(ret.id),
      line_item: ops.line_items.relationship(line.id),
    });
    expect((await failure(ops.returns._approve(ret.id))).status).toBe(422);
    expect((await ops.returns._request(ret.id)).status).toBe('requested');
    expect((await ops.returns._approve(ret.id)).status).toBe('approved');
    expect((await ops.returns._ship(ret.id)).status).toBe('shipped');
    expect((await ops.returns._receive(ret.id)).status).toBe('received');
    const restocked: object = await ops.returns._restock(ret.id);
    expect(restocked).toHaveProperty('restocked_at');
    expect((await ops.returns.return_line_items(ret.id)).length).toBe(1);
    expect((await ops.orders.returns(order.id)).length).toBe(1);
  });
});

describe('webhooks', () => {
  it('posts signed payloads on orders.place and shipments.deliver', async () => {
    const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const ops = sdk(admin);
      const placeHook = await ops.webhooks.create({
        topic: 'orders.place',
        callback_url: url,
        include_resources: ['line_items'],
      });
      const deliverHook = await ops.webhooks.create({ topic: 'shipments.deliver', callback_url: url });
      expect(placeHook.shared_secret).toBeTruthy();
      const cl = sdk(await marketToken('gb-consumer'));
      const order = await newOrder(cl);
      await addLine(cl, order.id, 'FRESHLY-FILTER', 1);
      await readyToPlace(cl, order.id);
      const placed = await cl.orders._place(order.id, { include: ['shipments'] });
      await ops.shipments._ship(placed.shipments![0].id);
      await ops.shipments._deliver(placed.shipments![0].id);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
      const [place, deliver] = received;
      expect(place.headers['x-commercelayer-topic']).toBe('orders.place');
      expect(place.headers['x-commercelayer-signature']).toBe(
        createHmac('sha256', placeHook.shared_secret!).update(place.body).digest('base64'),
      );
      const payload = JSON.parse(place.body);
      expect(payload.data).toMatchObject({ id: order.id, type: 'orders', attributes: { status: 'placed' } });
      expect(payload.included.some((r: { type: string }) => r.type === 'line_items')).toBe(true);
      expect(deliver.headers['x-commercelayer-signature']).toBe(
        createHmac('sha256', deliverHook.shared_secret!).update(deliver.body).digest('base64'),
      );
      expect(JSON.parse(deliver.body).data.attributes.status).toBe('delivered');
      expect((await ops.webhooks.last_event_callbacks(placeHook.id)).length).toBe(1);
      await ops.webhooks.delete(placeHook.id);
      await ops.webhooks.delete(deliverHook.id);
    } finally {
      server.close();
    }
  });
});

describe('customers', () => {
  it('sign up through a sales channel token and then get customer tokens', async () => {
    const cl = sdk(await marketToken('it-consumer'));
    const email = `new-${Date.now()}@viridea.test`;
    const customer = await cl.customers.create({ email, password: 'secret-123' });
    expect(customer).toMatchObject({ email, has_password: true });
    expect(customer).not.toHaveProperty('password');
    const { status, body } = await requestToken({
      grant_type: 'password',
      client_id: SALES_CHANNEL,
      username: email,
      password: 'secret-123',
      scope: 'market:code:it-consumer',
    });
    expect(status).toBe(200);
    expect(body.owner_id).toBe(customer.id);
    const order = await newOrder(sdk(body.access_token), { customer_email: undefined });
    expect(order.customer_email).toBe(email);
    expect((await failure(cl.customers.create({ email, password: 'secret-123' }))).errors[0].detail).toContain(
      'has already been taken',
    );
  });
});
