import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import type { Action } from '../../engine/hooks';
import { invalid } from '../../http/errors';
import { giftCardByCode } from '../gift-cards/lookup';
import { adjustStock } from '../market';
import { amountFields } from '../money';
import { authorizationOf, authorizeOrder, captureAuthorization, refundOrder, transaction } from './payments';
import { shipmentsOf } from '../shipments/sync';
import { EDITABLE, skuLinesOf } from './lines';
import { placeOrder } from './place';
import { recalculate } from './totals';

const now = () => new Date().toISOString();

function requireStatus(order: Rec, field: string, allowed: string[], action: string): void {
  const value = String(order.attributes[field]);
  if (!allowed.includes(value)) throw invalid(field, `cannot ${action} an order whose ${field} is ${value}`);
}

async function capture(ctx: Ctx, order: Rec): Promise<void> {
  requireStatus(order, 'payment_status', ['authorized'], 'capture');
  const auth = await authorizationOf(ctx, order);
  if (auth) await captureAuthorization(ctx, auth);
  else {
    await transaction(ctx, order, 'captures', Number(order.attributes.total_amount_cents));
    order.attributes.payment_status = 'paid';
    await ctx.store.save(order);
  }
}

async function approve(ctx: Ctx, order: Rec): Promise<void> {
  requireStatus(order, 'status', ['placed'], 'approve');
  Object.assign(order.attributes, { status: 'approved', approved_at: now(), fulfillment_status: 'in_progress' });
  await ctx.store.save(order);
}

async function cancel(ctx: Ctx, order: Rec): Promise<void> {
  requireStatus(order, 'status', ['placed', 'approved'], 'cancel');
  requireStatus(order, 'fulfillment_status', ['unfulfilled', 'in_progress'], 'cancel');
  const payment = String(order.attributes.payment_status);
  const auth = await authorizationOf(ctx, order);
  const total = Number(order.attributes.total_amount_cents);
  if (payment === 'authorized')
    await transaction(ctx, order, 'voids', total, auth ? { reference_authorization: ref(auth) } : {});
  if (payment === 'paid') await transaction(ctx, order, 'refunds', total);
  for (const line of await skuLinesOf(ctx.store, order.id))
    await adjustStock(ctx, String(line.attributes.sku_code), Number(line.attributes.quantity));
  await restoreGiftCard(ctx, order);
  for (const s of await shipmentsOf(ctx.store, order.id)) {
    s.attributes.status = 'cancelled';
    await ctx.store.save(s);
  }
  const paymentStatus = payment === 'authorized' ? 'voided' : payment === 'paid' ? 'refunded' : payment;
  Object.assign(order.attributes, { status: 'cancelled', cancelled_at: now(), payment_status: paymentStatus });
  await ctx.store.save(order);
}

async function restoreGiftCard(ctx: Ctx, order: Rec): Promise<void> {
  const used = -Number(order.attributes.gift_card_amount_cents ?? 0);
  const card =
    used > 0 && order.attributes.gift_card_code
      ? await giftCardByCode(ctx.store, String(order.attributes.gift_card_code))
      : undefined;
  if (!card) return;
  Object.assign(
    card.attributes,
    amountFields('balance', Number(card.attributes.balance_cents) + used, String(card.attributes.currency_code)),
  );
  await ctx.store.save(card);
}

function copyAddress(from: string, to: string): Action {
  return async (ctx, order) => {
    order.relationships[to] = order.relationships[from] ?? null;
    await ctx.store.save(order);
    if (EDITABLE.has(String(order.attributes.status))) await recalculate(ctx.store, order);
  };
}

function cloneAddress(to: string): Action {
  return async (ctx, order, value) => {
    const source = await ctx.store.find(String(value));
    if (!source || (source.type !== 'addresses' && source.type !== 'customer_addresses'))
      throw invalid(`_${to}_clone_id`, 'not found');
    const address =
      source.type === 'customer_addresses' ? await ctx.store.find(oneId(source, 'address') ?? '') : source;
    if (!address) throw invalid(`_${to}_clone_id`, 'not found');
    const copy = await ctx.store.insert('addresses', { ...address.attributes });
    order.relationships[to] = ref(copy);
    await ctx.store.save(order);
    if (EDITABLE.has(String(order.attributes.status))) await recalculate(ctx.store, order);
  };
}

const archive =
  (archived: boolean): Action =>
  async (ctx, order) => {
    Object.assign(order.attributes, { archived, archived_at: archived ? now() : null });
    await ctx.store.save(order);
  };

export const ORDER_ACTIONS: Record<string, Action> = {
  _place: (ctx, order) => placeOrder(ctx, order),
  _approve: approve,
  _capture: capture,
  _approve_and_capture: async (ctx, order) => {
    await approve(ctx, order);
    await capture(ctx, order);
  },
  _cancel: cancel,
  _refund: refundOrder,
  _authorize: authorizeOrder,
  _archive: archive(true),
  _unarchive: archive(false),
  _refresh: async (ctx, order) => {
    if (EDITABLE.has(String(order.attributes.status))) await recalculate(ctx.store, order);
  },
  _update_taxes: async (ctx, order) => {
    if (EDITABLE.has(String(order.attributes.status))) await recalculate(ctx.store, order);
  },
  _billing_address_same_as_shipping: copyAddress('shipping_address', 'billing_address'),
  _shipping_address_same_as_billing: copyAddress('billing_address', 'shipping_address'),
  _billing_address_clone_id: cloneAddress('billing_address'),
  _shipping_address_clone_id: cloneAddress('shipping_address'),
};
