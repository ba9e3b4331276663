import { oneId, ref } from '../../db/store';
import type { Ctx } from '../../engine/context';
import type { WriteInput } from '../../engine/hooks';
import { findVisible } from '../../engine/read';
import { invalid } from '../../http/errors';
import { EDITABLE } from '../orders/lines';
import { shipmentsOf } from './sync';

/** A shipment created through the API: an editable order and the inventory stock location it ships from. */
export async function prepareShipment(ctx: Ctx, input: WriteInput): Promise<void> {
  const orderRef = input.relationships.order;
  if (!orderRef || Array.isArray(orderRef)) throw invalid('order', "can't be blank", 'relationships');
  const locationRef = input.relationships.inventory_stock_location;
  if (!locationRef || Array.isArray(locationRef))
    throw invalid('inventory_stock_location', "can't be blank", 'relationships');
  const order = await findVisible(ctx, 'orders', orderRef.id);
  if (!EDITABLE.has(String(order.attributes.status)))
    throw invalid('order', `cannot add a shipment to an order that is ${order.attributes.status}`, 'relationships');
  const inventory = await ctx.store.find(locationRef.id);
  const stockLocation = inventory ? await ctx.store.find(oneId(inventory, 'stock_location') ?? '') : undefined;
  const count = (await shipmentsOf(ctx.store, order.id)).length;
  Object.assign(input.attributes, {
    number: `${order.attributes.number}/S/${String(count + 1).padStart(3, '0')}`,
    status: 'draft',
    currency_code: order.attributes.currency_code,
    cost_amount_cents: 0,
    skus_count: order.attributes.skus_count ?? 0,
  });
  Object.assign(input.relationships, {
    order: ref(order),
    shipping_address: order.relationships.shipping_address ?? null,
    shipping_method: null,
    stock_location: stockLocation ? ref(stockLocation) : null,
    origin_address: stockLocation?.relationships.address ?? null,
    shipping_category: input.relationships.shipping_category ?? null,
  });
}
