import { randomBytes } from 'node:crypto';
import { oneId, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { registerHooks, type Action } from '../engine/hooks';
import { invalid } from '../http/errors';
import { EDITABLE } from './orders/lines';

// Gateway payments have no real gateway behind them here: their session follows the order until it is placed.
async function openOrder(ctx: Ctx, payment: Rec, flag: string): Promise<Rec> {
  const order = await ctx.store.find(oneId(payment, 'order') ?? '');
  if (!order) throw invalid('order', "can't be blank", 'relationships');
  if (!EDITABLE.has(String(order.attributes.status)))
    throw invalid(flag, `the payment of a ${order.attributes.status} order cannot change`);
  return order;
}

/** _refresh and _update: the session is brought in line with the order total (a new client secret on refresh). */
function sync(flag: string): Action {
  return async (ctx, payment) => {
    const order = await openOrder(ctx, payment, flag);
    Object.assign(payment.attributes, {
      intent_amount_cents: order.attributes.total_amount_cents,
      mismatched_amounts: false,
      ...(flag === '_refresh' && payment.type === 'stripe_payments'
        ? { client_secret: `pi_${randomBytes(8).toString('hex')}_secret_${randomBytes(8).toString('hex')}` }
        : {}),
    });
    await ctx.store.save(payment);
  };
}

/** _details: the additional details of a payment request (e.g. after 3-D Secure) authorise the session. */
const details: Action = async (ctx, payment) => {
  await openOrder(ctx, payment, '_details');
  const given = payment.attributes.payment_request_details ?? payment.attributes.token;
  if (!given) throw invalid('payment_request_details', "can't be blank");
  payment.attributes.payment_response = { resultCode: 'Authorised', details: given };
  await ctx.store.save(payment);
};

const ACTIONS: Record<string, Record<string, Action>> = {
  adyen_payments: { _details: details },
  checkout_com_payments: { _details: details, _refresh: sync('_refresh') },
  axerve_payments: { _update: sync('_update') },
  klarna_payments: { _refresh: sync('_refresh'), _update: sync('_update') },
  satispay_payments: { _refresh: sync('_refresh') },
  stripe_payments: { _refresh: sync('_refresh'), _update: sync('_update') },
};
for (const [type, actions] of Object.entries(ACTIONS)) registerHooks(type, { actions });
