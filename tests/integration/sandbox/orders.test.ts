import { beforeAll, describe, expect, it } from 'vitest';
import { api, customerToken, integrationToken, marketToken, sdk } from './api';
import { addLine, failure, newOrder, readyToPlace } from './orders';

let admin: string;
let it_: string;

beforeAll(async () => {
  admin = await integrationToken();
  it_ = await marketToken('it-consumer');
});

describe('orders and line items', () => {
  it('creates an order in the token market with amounts in three forms', async () => {
    const cl = sdk(it_);
    const order = await newOrder(cl, { language_code: 'it' });
    expect(order).toMatchObject({
      status: 'draft',
      payment_status: 'unpaid',
      fulfillment_status: 'unfulfilled',
      currency_code: 'EUR',
      language_code: 'it',
      total_amount_cents: 0,
    });
    expect(order.id).toMatch(/^[A-Za-z]{10}$/);
    const line = await addLine(cl, order.id, 'FRESHLY-01', 1);
    expect(line).toMatchObject({
      sku_code: 'FRESHLY-01',
      name: 'Freshly fridge purifier',
      quantity: 1,
      unit_amount_cents: 6900,
      total_amount_cents: 6900,
      formatted_unit_amount: '€69,00',
      item_type: 'skus',
    });
    expect(line.image_url).toContain('freshly-01');
    const merged = await addLine(cl, order.id, 'FRESHLY-01', 2, { _update_quantity: true });
    expect(merged.id).toBe(line.id);
    expect(merged.quantity).toBe(3);
    const updated = await cl.orders.retrieve(order.id, { include: ['line_items', 'market'] });
    expect(updated).toMatchObject({
      status: 'pending',
      skus_count: 3,
      subtotal_amount_cents: 20700,
      subtotal_amount_float: 207,
      formatted_subtotal_amount: '€207,00',
      line_item_options_count: 0,
    });
    expect(updated.market?.code).toBe('it-consumer');
    expect(updated.discount_amount_cents).toBe(-3900);
    expect(updated.total_amount_cents).toBe(16800);
    expect(updated.total_tax_amount_cents).toBe(16800 - Math.round(16800 / 1.22));
    expect(updated.formatted_shipping_amount).toBe('€0,00');
    await cl.line_items.update({ id: line.id, quantity: 1 });
    await cl.line_items.delete(line.id);
    expect((await cl.orders.retrieve(order.id)).status).toBe('draft');
  });

  it('needs a market, refuses unsellable skus and bad quantities', async () => {
    const noMarket = await failure(sdk(admin).orders.create({ customer_email: 'x@y.test' }));
    expect(noMarket.errors[0].source.pointer).toBe('/data/relationships/market');
    const cl = sdk(it_);
    const order = await newOrder(cl);
    expect((await failure(addLine(cl, order.id, 'NOPE', 1))).errors[0].source.pointer).toBe(
      '/data/attributes/sku_code',
    );
    expect((await failure(addLine(cl, order.id, 'FRESHLY-01', 0))).errors[0].source.pointer).toBe(
      '/data/attributes/quantity',
    );
  });

  it('guards _place and runs place → approve → capture → ship → deliver', async () => {
    const cl = sdk(it_);
    const order = await newOrder(cl, { customer_email: null });
    expect((await failure(cl.orders._place(order.id))).errors[0].detail).toContain('no line items');
    await addLine(cl, order.id, 'VERDE-SMART', 1);
    const guard = await failure(cl.orders._place(order.id));
    expect(guard.status).toBe(422);
    expect(guard.errors.map((e) => e.source.pointer).sort()).toEqual([
      '/data/attributes/customer_email',
      '/data/relationships/billing_address',
      '/data/relationships/payment_method',
      '/data/relationships/shipping_address',
    ]);
    await cl.orders.update({ id: order.id, customer_email: 'buyer@viridea.test' });
    await readyToPlace(cl, order.id);
    const placed = await cl.orders._place(order.id, { include: ['shipments', 'authorizations'] });
    expect(placed).toMatchObject({ status: 'placed', payment_status: 'authorized', fulfillment_status: 'unfulfilled' });
    expect(placed.shipments?.[0].status).toBe('upcoming');
    expect(placed.authorizations).toHaveLength(1);
    expect((await failure(cl.orders._place(order.id))).status).toBe(403);
    expect((await failure(addLine(cl, order.id, 'AURA-STRAP', 1))).status).toBe(422);
    const ops = sdk(admin);
    expect((await failure(ops.orders._place(order.id))).status).toBe(422);
    expect(await ops.orders._approve(order.id)).toMatchObject({
      status: 'approved',
      fulfillment_status: 'in_progress',
    });
    expect(await ops.orders._capture(order.id)).toMatchObject({ payment_status: 'paid' });
    expect((await failure(ops.orders._capture(order.id))).status).toBe(422);
    const shipment = placed.shipments![0];
    expect((await failure(ops.shipments._deliver(shipment.id))).status).toBe(422);
    expect(await ops.shipments._ship(shipment.id)).toMatchObject({ status: 'shipped' });
    expect(await ops.shipments._deliver(shipment.id)).toMatchObject({ status: 'delivered' });
    expect((await ops.orders.retrieve(order.id)).fulfillment_status).toBe('fulfilled');
    expect((await ops.orders.captures(order.id)).length).toBe(1);
  });

  it('cancels placed orders (voiding the payment, restocking) and archives', async () => {
    const cl = sdk(it_);
    const order = await newOrder(cl);
    expect((await failure(cl.orders._cancel(order.id))).status).toBe(422);
    await addLine(cl, order.id, 'AURA-FILTER', 2);
    await readyToPlace(cl, order.id);
    const before = (await sdk(admin).stock_items.list({ filters: { sku_code_eq: 'AURA-FILTER' } }))[0].quantity;
    await cl.orders._place(order.id);
    const ops = sdk(admin);
    const cancelled = await ops.orders._cancel(order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'voided' });
    expect((await ops.stock_items.list({ filters: { sku_code_eq: 'AURA-FILTER' } }))[0].quantity).toBe(before);
    expect((await ops.orders.voids(order.id)).length).toBe(1);
    expect((await ops.orders._archive(order.id)).archived_at).toBeTruthy();
    expect((await ops.orders._unarchive(order.id)).archived_at).toBeNull();
    expect((await ops.orders._refresh(order.id)).status).toBe('cancelled');
  });

  it('re-prices on a market change and refuses items without a price there', async () => {
    const ops = sdk(admin);
    const [it, gb] = await Promise.all(
      ['it-consumer', 'gb-consumer'].map(async (code) => (await ops.markets.list({ filters: { code_eq: code } }))[0]),
    );
    const order = await ops.orders.create({
      customer_email: 'm@viridea.test',
      market: ops.markets.relationship(it.id),
    });
    await addLine(ops, order.id, 'FRESHLY-01', 1);
    const moved = await ops.orders.update(
      { id: order.id, market: ops.markets.relationship(gb.id) },
      { include: ['line_items'] },
    );
    expect(moved).toMatchObject({
      currency_code: 'GBP',
      subtotal_amount_cents: 5900,
      formatted_total_amount: '£59.00',
    });
    expect(moved.line_items?.[0].formatted_unit_amount).toBe('£59.00');
    const code = `ONLY-IT-${Date.now()}`;
    const sku = await ops.skus.create({ code, name: 'Italy only' } as never);
    const [itList] = await ops.price_lists.list({ filters: { code_eq: 'it-consumer' } });
    await ops.prices.create({
      amount_cents: 1000,
      sku_code: code,
      price_list: ops.price_lists.relationship(itList.id),
      sku: ops.skus.relationship(sku.id),
    } as never);
    await ops.stock_items.create({ quantity: 5, sku_code: code, sku: ops.skus.relationship(sku.id) } as never);
    await ops.orders.update({ id: order.id, market: ops.markets.relationship(it.id) });
    await addLine(ops, order.id, code, 1);
    const refused = await failure(ops.orders.update({ id: order.id, market: ops.markets.relationship(gb.id) }));
    expect(refused.status).toBe(422);
    expect(refused.errors[0].source.pointer).toBe('/data/relationships/market');
    expect(refused.errors[0].detail).toContain(code);
  });

  it('keeps orders within their market and their customer', async () => {
    const order = await newOrder(sdk(it_));
    const other = await marketToken('fr-consumer');
    expect((await failure(sdk(other).orders.retrieve(order.id))).status).toBe(403);
    expect((await api('GET', `orders/${order.id}/line_items`, other)).status).toBe(403);
    expect((await failure(sdk(other).orders.list({ filters: { id_eq: order.id } }))).status).toBe(403);
    const customer = sdk(await customerToken('it-consumer'));
    const own = await newOrder(customer);
    expect(own.customer_email).toBe('shopper@viridea.test');
    const mine = await customer.orders.list({ pageSize: 25, include: ['customer'] });
    expect(mine.every((o) => o.customer?.email === 'customer@viridea.test')).toBe(true);
  });
});
