import { oneId, ref, type Rec, type Store } from '../../db/store';

export async function shipmentsOf(store: Store, orderId: string): Promise<Rec[]> {
  return (await store.all('shipments')).filter((s) => oneId(s, 'order') === orderId);
}

/** A draft order gets one shipment once it has line items and a shipping address, as on the platform. */
export async function syncShipments(store: Store, order: Rec, hasLines: boolean): Promise<void> {
  const shipments = await shipmentsOf(store, order.id);
  const address = order.relationships.shipping_address ?? null;
  if (!hasLines || !address) {
    for (const s of shipments) await store.remove(s);
    return;
  }
  if (shipments.length) {
    for (const s of shipments) {
      s.relationships.shipping_address = address;
      s.attributes.currency_code = order.attributes.currency_code;
      await store.save(s);
    }
    return;
  }
  const location = (await store.all('stock_locations'))[0];
  const category = (await store.all('shipping_categories'))[0];
  const inventoryLocation = (await store.all('inventory_stock_locations'))[0];
  await store.insert(
    'shipments',
    {
      number: `${order.attributes.number}/S/001`,
      status: 'draft',
      currency_code: order.attributes.currency_code,
      cost_amount_cents: 0,
      skus_count: order.attributes.skus_count ?? 0,
    },
    {
      order: ref(order),
      shipping_address: address,
      shipping_method: null,
      stock_location: location ? ref(location) : null,
      origin_address: location ? (location.relationships.address ?? null) : null,
      shipping_category: category ? ref(category) : null,
      inventory_stock_location: inventoryLocation ? ref(inventoryLocation) : null,
    },
  );
}

export const hasShippingMethod = (s: Rec) => !!oneId(s, 'shipping_method');
