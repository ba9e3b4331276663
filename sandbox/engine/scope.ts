import { isIntegration, type Principal } from '../auth/principal';
import { oneId, type Rec, type Store } from '../db/store';
import { forbidden } from '../http/errors';
import { PAYMENT_SOURCE_TYPES } from '../catalogue/payment-sources';
import { canRead } from './sales-channel-rights';

/** Types a sales channel token may write; everything else needs an integration token. */
const SALES_CHANNEL_WRITES = new Set([
  'orders',
  'line_items',
  'line_item_options',
  'addresses',
  'customer_addresses',
  'customers',
  'customer_password_resets',
  'customer_subscriptions',
  'customer_payment_sources',
  'in_stock_subscriptions',
  'shipments',
  'returns',
  'return_line_items',
  'gift_cards',
  'payment_options',
  ...PAYMENT_SOURCE_TYPES,
]);

export function assertCanWrite(principal: Principal, type: string): void {
  if (!isIntegration(principal) && !SALES_CHANNEL_WRITES.has(type))
    throw forbidden(`A sales channel token cannot write ${type}`);
}

/** Market a record belongs to: its own market, or its order's. */
async function marketOf(store: Store, rec: Rec): Promise<string | undefined> {
  const own = oneId(rec, 'market');
  if (own) return own;
  const orderId = oneId(rec, 'order');
  if (orderId && rec.type !== 'orders') {
    const order = await store.find(orderId);
    return order ? oneId(order, 'market') : undefined;
  }
  return undefined;
}

async function priceListsOf(store: Store, marketIds: string[]): Promise<string[]> {
  const markets = await Promise.all(marketIds.map((id) => store.find(id)));
  return markets.map((m) => (m ? oneId(m, 'price_list') : undefined)).filter((id): id is string => !!id);
}

export async function isVisible(store: Store, principal: Principal, rec: Rec): Promise<boolean> {
  if (!canRead(principal, rec.type)) return false;
  if (principal.customerId) {
    if (rec.type === 'customers' && rec.id !== principal.customerId) return false;
    const owner = oneId(rec, 'customer');
    if (owner && owner !== principal.customerId) return false;
    if (rec.type === 'orders' && owner !== principal.customerId) return false;
  } else if (!isIntegration(principal) && rec.type === 'customers') return false;
  if (principal.marketIds.length === 0) return true;
  if (rec.type === 'prices') {
    const list = oneId(rec, 'price_list');
    return !list || (await priceListsOf(store, principal.marketIds)).includes(list);
  }
  if (rec.type === 'markets') return principal.marketIds.includes(rec.id);
  const market = await marketOf(store, rec);
  return !market || principal.marketIds.includes(market);
}

export async function assertVisible(store: Store, principal: Principal, rec: Rec): Promise<void> {
  if (!(await isVisible(store, principal, rec)))
    throw forbidden(`The ${rec.type} ${rec.id} is outside the scope of this token`);
}
