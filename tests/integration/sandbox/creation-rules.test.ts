import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import { integrationToken, marketToken, sdk } from './api';
import { ADDRESS, addLine, failure, newOrder } from './orders';

let ops: CommerceLayerBundle;

beforeAll(async () => {
  ops = sdk(await integrationToken());
});

const skuByCode = async (code: string) => (await ops.skus.list({ filters: { code_eq: code } }))[0];

describe('creation rules the SDK types promise', () => {
  it('creates a shipment with order and inventory_stock_location', async () => {
    const cl = sdk(await marketToken('it-consumer'));
    const order = await newOrder(cl);
    await addLine(cl, order.id, 'FRESHLY-01', 1);
    const address = await cl.addresses.create(ADDRESS);
    await cl.orders.update({ id: order.id, shipping_address: cl.addresses.relationship(address.id) });
    const [location] = await ops.inventory_stock_locations.list();
    const shipment = await ops.shipments.create(
      {
        order: ops.orders.relationship(order.id),
        inventory_stock_location: ops.inventory_stock_locations.relationship(location.id),
      },
      { include: ['order', 'stock_location', 'shipping_address'] },
    );
    expect(shipment).toMatchObject({ status: 'draft', order: { id: order.id } });
    expect(shipment.number).toMatch(/\/S\/002$/);
    expect(shipment.stock_location?.id).toBeTruthy();
    expect(shipment.shipping_address?.id).toBe(address.id);
    expect((await ops.orders.shipments(order.id)).length).toBe(2);
    const missing = await failure(ops.shipments.create({ order: ops.orders.relationship(order.id) } as never));
    expect(missing.status).toBe(422);
    expect(missing.errors[0].source.pointer).toBe('/data/relationships/inventory_stock_location');
  });

  it('accepts a polymorphic attachable on attachments', async () => {
    const sku = await skuByCode('AURA-01');
    const attachment = await ops.attachments.create(
      { name: 'Manual', url: 'https://example.test/manual.pdf', attachable: { type: 'skus', id: sku.id } },
      { include: ['attachable'] },
    );
    expect(attachment.attachable).toMatchObject({ type: 'skus', id: sku.id });
    expect((await ops.skus.attachments(sku.id)).map((a) => a.id)).toContain(attachment.id);
    const wrong = await failure(
      ops.attachments.create({ name: 'Bad', attachable: { type: 'orders', id: sku.id } } as never),
    );
    expect(wrong.status).toBe(422);
  });

  it('accepts tax_calculator on tax_categories', async () => {
    const [calculator] = await ops.manual_tax_calculators.list();
    const sku = await skuByCode('AURA-FILTER');
    const category = await ops.tax_categories.create(
      {
        code: '31000',
        sku: ops.skus.relationship(sku.id),
        tax_calculator: ops.manual_tax_calculators.relationship(calculator.id),
      },
      { include: ['tax_calculator'] },
    );
    expect(category.tax_calculator?.id).toBe(calculator.id);
  });

  it('accepts item on order_subscription_items', async () => {
    const [market] = await ops.markets.list({ filters: { code_eq: 'it-consumer' } });
    const source = await newOrder(ops, { market: ops.markets.relationship(market.id) });
    const subscription = await ops.order_subscriptions.create({
      frequency: 'monthly',
      market: ops.markets.relationship(market.id),
      source_order: ops.orders.relationship(source.id),
    } as never);
    const sku = await skuByCode('FRESHLY-FILTER');
    const item = await ops.order_subscription_items.create(
      {
        quantity: 2,
        order_subscription: ops.order_subscriptions.relationship(subscription.id),
        item: { type: 'skus', id: sku.id },
      },
      { include: ['item'] } as never,
    );
    expect(item.quantity).toBe(2);
    expect((await ops.order_subscription_items.retrieve(item.id, { include: ['item'] } as never)).item).toMatchObject({
      id: sku.id,
    });
  });
});
