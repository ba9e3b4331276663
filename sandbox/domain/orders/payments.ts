import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { registerHooks, type Action } from '../../engine/hooks';
import { invalid } from '../../http/errors';
import { amountFields } from '../money';

const TRANSACTIONS = ['authorizations', 'captures', 'voids', 'refunds'];
const cents = (rec: Rec, name = 'amount_cents') => Number(rec.attributes[name] ?? 0);

async function transactionsOf(ctx: Ctx, order: Rec, type?: string): Promise<Rec[]> {
  const all = await ctx.store.allOf(type ? [type] : TRANSACTIONS);
  return all.filter((t) => oneId(t, 'order') === order.id);
}

/** A transaction record of the order (number {order}/T/00n), linked to the order and, optionally, another one. */
export async function transaction(
  ctx: Ctx,
  order: Rec,
  type: string,
  amount: number,
  rels: Rec['relationships'] = {},
): Promise<Rec> {
  const a = order.attributes;
  const count = (await transactionsOf(ctx, order)).length;
  return ctx.store.insert(
    type,
    {
      number: `${a.number}/T/00${count + 1}`,
      succeeded: true,
      currency_code: a.currency_code,
      ...amountFields('amount', amount, String(a.currency_code)),
    },
    { order: ref(order), ...rels },
  );
}

export async function authorizationOf(ctx: Ctx, order: Rec): Promise<Rec | undefined> {
  return (await transactionsOf(ctx, order, 'authorizations'))[0];
}

async function orderOf(ctx: Ctx, rec: Rec): Promise<Rec> {
  const order = await ctx.store.find(oneId(rec, 'order') ?? '');
  if (!order) throw invalid('order', 'not found', 'relationships');
  return order;
}

async function setPaymentStatus(ctx: Ctx, order: Rec, status: string): Promise<void> {
  order.attributes.payment_status = status;
  await ctx.store.save(order);
}

function amountArg(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null || value === true) return fallback;
  if (!Number.isInteger(value) || Number(value) <= 0) throw invalid(name, 'must be a positive integer');
  if (Number(value) > fallback) throw invalid(name, `must be less than or equal to ${fallback}`);
  return Number(value);
}

/** Captures (part of) an authorization: a capture record, the order paid or partially paid. */
export async function captureAuthorization(ctx: Ctx, auth: Rec, requested?: unknown): Promise<Rec> {
  const order = await orderOf(ctx, auth);
  if (auth.attributes.voided) throw invalid('_capture', 'the authorization is voided');
  const status = String(order.attributes.payment_status);
  if (!['authorized', 'partially_paid'].includes(status))
    throw invalid('_capture', `cannot capture an order whose payment_status is ${status}`);
  const remaining = cents(auth) - cents(auth, 'captured_amount_cents');
  const amount = amountArg(requested, remaining, '_capture_amount_cents');
  const capture = await transaction(ctx, order, 'captures', amount, { reference_authorization: ref(auth) });
  const currency = String(order.attributes.currency_code);
  Object.assign(
    auth.attributes,
    amountFields('captured_amount', cents(auth, 'captured_amount_cents') + amount, currency),
  );
  await ctx.store.save(auth);
  await setPaymentStatus(ctx, order, amount === remaining ? 'paid' : 'partially_paid');
  return capture;
}

async function voidAuthorization(ctx: Ctx, auth: Rec): Promise<void> {
  const order = await orderOf(ctx, auth);
  const status = String(order.attributes.payment_status);
  if (auth.attributes.voided || status !== 'authorized')
    throw invalid('_void', `cannot void an order whose payment_status is ${status}`);
  await transaction(ctx, order, 'voids', cents(auth), { reference_authorization: ref(auth) });
  auth.attributes.voided = true;
  await ctx.store.save(auth);
  await setPaymentStatus(ctx, order, 'voided');
}

/** Refunds (part of) a capture: a refund record, the order refunded or partially refunded. */
async function refundCapture(ctx: Ctx, capture: Rec, requested?: unknown): Promise<void> {
  const order = await orderOf(ctx, capture);
  const status = String(order.attributes.payment_status);
  if (!['paid', 'partially_paid', 'partially_refunded'].includes(status))
    throw invalid('_refund', `cannot refund an order whose payment_status is ${status}`);
  const remaining = cents(capture) - cents(capture, 'refund_balance_cents');
  if (remaining <= 0) throw invalid('_refund', 'the capture is fully refunded');
  const amount = amountArg(requested, remaining, '_refund_amount_cents');
  await transaction(ctx, order, 'refunds', amount, { reference_capture: ref(capture) });
  const currency = String(order.attributes.currency_code);
  Object.assign(
    capture.attributes,
    amountFields('refund_balance', cents(capture, 'refund_balance_cents') + amount, currency),
  );
  await ctx.store.save(capture);
  const captured = (await transactionsOf(ctx, order, 'captures')).reduce((s, c) => s + cents(c), 0);
  const refunded = (await transactionsOf(ctx, order, 'refunds')).reduce((s, r) => s + cents(r), 0);
  await setPaymentStatus(ctx, order, refunded >= captured ? 'refunded' : 'partially_refunded');
}

/** orders._refund: refunds what the order's captures still hold; 422 when nothing was paid. */
export const refundOrder: Action = async (ctx, order) => {
  const status = String(order.attributes.payment_status);
  if (!['paid', 'partially_paid', 'partially_refunded'].includes(status))
    throw invalid('payment_status', `cannot refund an order whose payment_status is ${status}`);
  for (const capture of await transactionsOf(ctx, order, 'captures'))
    if (cents(capture) > cents(capture, 'refund_balance_cents')) await refundCapture(ctx, capture);
};

/** orders._authorize: authorizes the order total with its payment method before placing. */
export const authorizeOrder: Action = async (ctx, order) => {
  const a = order.attributes;
  if (!['pending', 'placed'].includes(String(a.status)) || a.payment_status !== 'unpaid')
    throw invalid('payment_status', `cannot authorize an order whose payment_status is ${a.payment_status}`);
  if (!oneId(order, 'payment_method')) throw invalid('payment_method', "can't be blank", 'relationships');
  await transaction(ctx, order, 'authorizations', Number(a.total_amount_cents));
  await setPaymentStatus(ctx, order, 'authorized');
};

registerHooks('authorizations', {
  actions: {
    _capture: async (ctx, auth, _value, input) => {
      await captureAuthorization(ctx, auth, input.flags._capture_amount_cents);
    },
    _capture_amount_cents: async () => {},
    _void: (ctx, auth) => voidAuthorization(ctx, auth),
  },
});

registerHooks('captures', {
  actions: {
    _refund: (ctx, capture, _value, input) => refundCapture(ctx, capture, input.flags._refund_amount_cents),
    _refund_amount_cents: async () => {},
  },
});
