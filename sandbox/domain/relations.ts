import { PROMOTION_KINDS } from '../catalogue/types';
import { oneId, type Rec, type Store } from '../db/store';
import { computeRelation } from '../engine/relations';
import { linesOf } from './orders/lines';

// Relationships the platform computes instead of storing.
const inMarket = (rec: Rec, market: string | undefined) => !oneId(rec, 'market') || oneId(rec, 'market') === market;

computeRelation('orders', 'available_payment_methods', async (store, order) =>
  (await store.all('payment_methods')).filter((m) => !m.attributes.disabled_at && inMarket(m, oneId(order, 'market'))),
);
computeRelation('orders', 'available_customer_payment_sources', async (store, order) =>
  (await store.all('customer_payment_sources')).filter(
    (s) => oneId(order, 'customer') && oneId(s, 'customer') === oneId(order, 'customer'),
  ),
);
computeRelation('orders', 'available_free_skus', async () => []);
computeRelation('orders', 'available_free_bundles', async () => []);

async function viaLines(store: Store, order: Rec, type: string): Promise<Rec[]> {
  const ids = new Set((await linesOf(store, order.id)).map((l) => l.id));
  return (await store.all(type)).filter((r) => ids.has(oneId(r, 'line_item') ?? ''));
}
computeRelation('orders', 'line_item_options', (store, order) => viaLines(store, order, 'line_item_options'));
computeRelation('orders', 'stock_line_items', (store, order) => viaLines(store, order, 'stock_line_items'));

for (const type of ['promotions', ...PROMOTION_KINDS])
  computeRelation(type, 'coupons', async (store, promotion) => {
    const rule = oneId(promotion, 'coupon_codes_promotion_rule');
    return rule ? (await store.all('coupons')).filter((c) => oneId(c, 'promotion_rule') === rule) : [];
  });

computeRelation(
  'shipping_methods',
  'delivery_lead_time_for_shipment',
  async (store, method) =>
    (await store.all('delivery_lead_times')).find((d) => oneId(d, 'shipping_method') === method.id) ?? null,
);
computeRelation('skus', 'delivery_lead_times', (store) => store.all('delivery_lead_times'));
computeRelation('skus', 'prices', async (store, sku) =>
  (await store.all('prices')).filter((p) => oneId(p, 'sku') === sku.id),
);
computeRelation('skus', 'stock_items', async (store, sku) =>
  (await store.all('stock_items')).filter((s) => oneId(s, 'sku') === sku.id),
);

computeRelation('sku_lists', 'skus', async (store, list) => {
  const stored = list.relationships.skus;
  const ids = new Set(Array.isArray(stored) ? stored.map((r) => r.id) : []);
  for (const item of await store.all('sku_list_items'))
    if (oneId(item, 'sku_list') === list.id && oneId(item, 'sku')) ids.add(oneId(item, 'sku') ?? '');
  const skus = await Promise.all([...ids].map((id) => store.find(id)));
  return skus.filter((s): s is Rec => s !== undefined);
});
