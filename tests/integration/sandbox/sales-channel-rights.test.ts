/* eslint-disable @typescript-eslint/no-explicit-any -- tests index JSON answers freely in assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, customerToken, integrationToken, marketToken, sdk } from './api';
import { ADDRESS, addLine, failure, newOrder, readyToPlace } from './orders';

// A guest token is minted from the public client id alone, so it stands for any visitor: what it may list, every
// visitor may list. An order id stays the bearer secret of the visitor who created it (docs/sandbox.md).
let guest: string;
let stranger: string;
let admin: string;
let victim: { order: string; line: string; address: string; giftCard: string };

const ids = (answer: { body: any }) => (answer.body?.data ?? []).map((r: { id: string }) => r.id);
const includedTypes = (answer: { body: any }) => (answer.body?.included ?? []).map((r: { type: string }) => r.type);

beforeAll(async () => {
  [guest, stranger, admin] = await Promise.all([
    marketToken('it-consumer'),
    marketToken('it-consumer'),
    integrationToken(),
  ]);
  const visitor = sdk(guest);
  const order = await newOrder(visitor, { customer_email: 'victim@viridea.test' });
  const line = await addLine(visitor, order.id, 'FRESHLY-01', 1);
  await visitor.line_items.update({ id: line.id, _reserve_stock: true });
  const address = await visitor.addresses.create(ADDRESS);
  await visitor.orders.update({ id: order.id, shipping_address: visitor.addresses.relationship(address.id) });
  const card = await sdk(admin).gift_cards.create({ balance_cents: 5000, currency_code: 'EUR' });
  victim = { order: order.id, line: line.id, address: address.id, giftCard: card.id };
});

describe('a guest token lists nothing that belongs to a visitor', () => {
  const closed = [
    'line_items',
    'addresses',
    'gift_cards',
    'coupons',
    'orders',
    'shipments',
    'stock_reservations',
    'customers',
  ];

  it.each(closed)('GET /api/%s answers 403 to a guest and lists every record to an integration token', async (type) => {
    const refused = await api('GET', type, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('FORBIDDEN');
    expect((await api('GET', type, admin)).status).toBe(200);
  });

  it('an integration token still lists the visitor line items, addresses, gift cards and coupons', async () => {
    expect(ids(await api('GET', `line_items?filter[q][id_eq]=${victim.line}`, admin))).toEqual([victim.line]);
    expect(ids(await api('GET', `addresses?filter[q][id_eq]=${victim.address}`, admin))).toEqual([victim.address]);
    expect(ids(await api('GET', `gift_cards?filter[q][id_eq]=${victim.giftCard}`, admin))).toEqual([victim.giftCard]);
    const coupons = await api('GET', 'coupons?filter[q][code_eq]=FRIEND20', admin);
    expect(coupons.body.data.map((c: any) => c.attributes.code)).toEqual(['FRIEND20']);
  });

  it('a signed-in customer lists its own orders but no line items, addresses, gift cards or coupons', async () => {
    const customer = await customerToken('it-consumer');
    expect((await api('GET', 'orders', customer)).status).toBe(200);
    for (const type of ['line_items', 'addresses', 'gift_cards', 'coupons'])
      expect((await api('GET', type, customer)).status, type).toBe(403);
  });

  it('catalogue records lead to no visitor record: related endpoints and include paths', async () => {
    const sku = (await api('GET', 'skus?filter[q][code_eq]=FRESHLY-01', stranger)).body.data[0].id;
    expect((await api('GET', `skus/${sku}/stock_reservations`, stranger)).status).toBe(403);
    const included = await api(
      'GET',
      `skus/${sku}?include=stock_reservations.order,stock_items.stock_reservations`,
      stranger,
    );
    expect(included.status).toBe(200);
    expect(includedTypes(included)).not.toContain('stock_reservations');
    expect(includedTypes(included)).not.toContain('orders');
    const withReservation = await api('GET', `skus/${sku}?include=stock_reservations.order`, admin);
    expect(includedTypes(withReservation)).toContain('orders');
    const promotions = await api(
      'GET',
      'promotions?include=coupon_codes_promotion_rule.coupons&page[size]=25',
      stranger,
    );
    expect(promotions.status).toBe(200);
    expect(includedTypes(promotions)).not.toContain('coupons');
    const rule = promotions.body.data
      .map((p: any) => p.relationships.coupon_codes_promotion_rule?.data?.id)
      .find(Boolean);
    expect(rule).toBeTruthy();
    expect((await api('GET', `coupon_codes_promotion_rules/${rule}/coupons`, stranger)).status).toBe(403);
  });

  it('a coupon is not readable by id and a gift card only while it is draft', async () => {
    const coupon = (await api('GET', 'coupons?filter[q][code_eq]=FRIEND20', admin)).body.data[0].id;
    expect((await api('GET', `coupons/${coupon}`, stranger)).status).toBe(403);
    const own = await sdk(stranger).gift_cards.create({ balance_cents: 1000, currency_code: 'EUR' });
    expect((await sdk(stranger).gift_cards.retrieve(own.id)).status).toBe('draft');
    await sdk(admin).gift_cards.update({ id: victim.giftCard, _purchase: true });
    await sdk(admin).gift_cards.update({ id: victim.giftCard, _activate: true });
    expect((await api('GET', `gift_cards/${victim.giftCard}`, stranger)).status).toBe(403);
    expect((await api('GET', `gift_cards/${victim.giftCard}`, admin)).body.data.attributes.balance_cents).toBe(5000);
  });
});

describe('an order id is the bearer secret of the visitor who holds it', () => {
  it('whoever holds the id reads and changes the pending order, its lines and addresses through it', async () => {
    const holder = sdk(stranger);
    const order = await holder.orders.retrieve(victim.order, { include: ['line_items', 'shipping_address'] });
    expect(order.line_items?.map((l) => l.id)).toContain(victim.line);
    expect(order.shipping_address?.id).toBe(victim.address);
    expect(ids(await api('GET', `orders/${victim.order}/line_items`, stranger))).toContain(victim.line);
    const line = await holder.line_items.update({ id: victim.line, quantity: 2 });
    expect(line.quantity).toBe(2);
  });

  it('a placed order cannot be changed or deleted by a guest; an integration token still can', async () => {
    const visitor = sdk(guest);
    const order = await newOrder(visitor);
    const line = await addLine(visitor, order.id, 'FRESHLY-01', 1);
    await readyToPlace(visitor, order.id);
    expect((await visitor.orders.update({ id: order.id, _place: true })).status).toBe('placed');
    expect((await visitor.orders.retrieve(order.id)).status).toBe('placed');
    const cancel = await failure(visitor.orders.update({ id: order.id, _cancel: true }));
    expect(cancel.status).toBe(403);
    expect((await failure(visitor.line_items.update({ id: line.id, quantity: 3 }))).status).toBe(403);
    expect((await failure(visitor.orders.delete(order.id))).status).toBe(403);
    expect((await sdk(admin).orders.update({ id: order.id, _cancel: true })).status).toBe('cancelled');
    expect((await failure(visitor.orders.retrieve(order.id))).status).toBe(403);
  });

  it('a guest cannot delete even a draft order (the platform grants orders create, read and update)', async () => {
    const visitor = sdk(guest);
    const order = await newOrder(visitor);
    expect((await failure(visitor.orders.delete(order.id))).status).toBe(403);
    await sdk(admin).orders.delete(order.id);
  });
});

describe('link attributes accept only http(s) URLs', () => {
  const bad = [
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    '/cart',
    ' https://shop.test/cart',
  ];

  it.each(bad)('an order with cart_url %j is refused with 422 on /data/attributes/cart_url', async (value) => {
    const refused = await api('POST', 'orders', guest, { data: { type: 'orders', attributes: { cart_url: value } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      source: { pointer: '/data/attributes/cart_url' },
    });
  });

  it('return_url, terms_url and a webhook callback_url are checked too, on update and for an integration token', async () => {
    const order = await newOrder(sdk(guest));
    for (const name of ['return_url', 'terms_url', 'privacy_url']) {
      const body = { data: { type: 'orders', id: order.id, attributes: { [name]: 'javascript:void(0)' } } };
      const refused = await api('PATCH', `orders/${order.id}`, guest, body);
      expect(refused.status, name).toBe(422);
      expect(refused.body.errors[0].source.pointer).toBe(`/data/attributes/${name}`);
    }
    const hook = { data: { type: 'webhooks', attributes: { topic: 'orders.place', callback_url: 'javascript:x' } } };
    expect((await api('POST', 'webhooks', admin, hook)).status).toBe(422);
    const fine = await sdk(guest).orders.update({ id: order.id, return_url: 'http://shop.test/', cart_url: null });
    expect(fine.return_url).toBe('http://shop.test/');
  });
});
