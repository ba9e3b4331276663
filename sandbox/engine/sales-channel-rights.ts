import { isIntegration, type Principal } from '../auth/principal';
import { PAYMENT_SOURCE_TYPES } from '../catalogue/payment-sources';
import { PROMOTION_KINDS } from '../catalogue/types';
import { oneId, type Rec, type Store } from '../db/store';
import { forbidden } from '../http/errors';

// Commerce Layer's roles and permissions page: a sales channel lists only these; every other record by id.
const SALES_CHANNEL_LISTS = new Set(['skus', 'sku_options', 'prices', 'bundles', 'promotions', ...PROMOTION_KINDS]);
const CUSTOMER_LISTS = new Set(['orders', 'customer_addresses', 'customer_payment_sources', 'customer_subscriptions']);

/** Never readable by a sales channel: admin types, and coupons (the page does not grant them; every member's code). */
const SALES_CHANNEL_UNREADABLE = new Set([
  'webhooks',
  'event_callbacks',
  'events',
  'cleanups',
  'exports',
  'imports',
  'versions',
  'coupons',
  'coupon_recipients',
]);

/** One shopper's records: reached by id, or from another of them, never from a catalogue record. */
const SHOPPER_TYPES = new Set([
  'orders',
  'line_items',
  'line_item_options',
  'addresses',
  'shipments',
  'parcels',
  'parcel_line_items',
  'stock_line_items',
  'stock_reservations',
  'stock_transfers',
  'payment_options',
  ...PAYMENT_SOURCE_TYPES,
  'authorizations',
  'captures',
  'voids',
  'refunds',
  'transactions',
  'returns',
  'return_line_items',
  'customers',
  'customer_addresses',
  'customer_payment_sources',
  'customer_subscriptions',
  'customer_password_resets',
  'gift_cards',
  'gift_card_recipients',
  'in_stock_subscriptions',
  'order_subscriptions',
  'order_subscription_items',
  'order_copies',
  'recurring_order_copies',
  'order_factories',
  'attachments',
]);

/** Types whose records the page lets a sales channel create and change but not delete. */
const NOT_DELETABLE = new Set(['orders', 'shipments', 'returns', 'return_line_items']);

/** Order-bound types: read while the order is draft, pending or placed, changed while draft or pending. */
const ORDER_BOUND = new Set(['orders', 'line_items', 'line_item_options', 'shipments', ...PAYMENT_SOURCE_TYPES]);
const READABLE_ORDER = new Set(['draft', 'pending', 'placed']);
const CHANGEABLE_ORDER = new Set(['draft', 'pending']);

const salesChannel = (p: Principal) => !isIntegration(p);

export function canRead(principal: Principal, type: string): boolean {
  return !salesChannel(principal) || !SALES_CHANNEL_UNREADABLE.has(type);
}

export function assertCanRead(principal: Principal, type: string): void {
  if (!canRead(principal, type)) throw forbidden(`A sales channel token cannot read ${type}`);
}

export function assertCanList(principal: Principal, type: string): void {
  if (!salesChannel(principal) || SALES_CHANNEL_LISTS.has(type)) return;
  if (principal.customerId && CUSTOMER_LISTS.has(type)) return;
  throw forbidden(
    `A sales channel token lists only skus, sku options, prices, promotions and bundles; read ${type} by id` +
      (type === 'orders' ? ' or sign the customer in' : ''),
  );
}

/** Whether a relationship from `from` may show a record of type `to` to this token (related endpoints, include). */
export function mayFollow(principal: Principal, from: string, to: string): boolean {
  return !salesChannel(principal) || !SHOPPER_TYPES.has(to) || SHOPPER_TYPES.has(from);
}

async function orderOf(store: Store, rec: Rec): Promise<Rec | undefined> {
  if (rec.type === 'orders') return rec;
  const direct = oneId(rec, 'order');
  if (direct) return store.find(direct);
  const line = oneId(rec, 'line_item');
  const item = line ? await store.find(line) : undefined;
  return item ? orderOf(store, item) : undefined;
}

/** Status rules of the page for a sales channel reading or changing one record by id. */
export async function assertStateAllows(
  store: Store,
  principal: Principal,
  rec: Rec,
  op: 'read' | 'update' | 'delete',
): Promise<void> {
  if (!salesChannel(principal)) return;
  if (op === 'delete' && NOT_DELETABLE.has(rec.type))
    throw forbidden(`A sales channel token cannot delete ${rec.type}`);
  if (rec.type === 'gift_cards' && rec.attributes.status !== 'draft')
    throw forbidden('A sales channel token reads and changes a gift card only while it is draft');
  if (!ORDER_BOUND.has(rec.type)) return;
  const order = await orderOf(store, rec);
  if (!order || (principal.customerId && oneId(order, 'customer') === principal.customerId)) return;
  const allowed = op === 'read' ? READABLE_ORDER : CHANGEABLE_ORDER;
  if (!allowed.has(String(order.attributes.status)))
    throw forbidden(
      `A sales channel token ${op === 'read' ? 'reads' : 'changes'} ${rec.type} only of ${[...allowed].join(', ')} orders`,
    );
}
