import { oneId, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { registerHooks, type Action } from '../../engine/hooks';
import { ApiError, invalid } from '../../http/errors';
import { createSubscriptions } from '../subscriptions';
import { EDITABLE } from './lines';
import { guardErrors } from './place';
import { PAYMENT_SOURCE_TYPES } from '../../catalogue/payment-sources';

const now = () => new Date().toISOString();

function requireStatus(order: Rec, allowed: string[], flag: string): void {
  const status = String(order.attributes.status);
  if (!allowed.includes(status)) throw invalid(flag, `cannot ${flag.slice(1).replace(/_/g, ' ')} a ${status} order`);
}

/** Only invoice-keeping tax calculators (Avalara) take invoices; the seeded markets use manual calculators. */
async function invoiceAction(ctx: Ctx, order: Rec, flag: string, allowed: string[], stamp: string): Promise<void> {
  requireStatus(order, allowed, flag);
  const market = await ctx.store.find(oneId(order, 'market') ?? '');
  const calculator = market ? await ctx.store.find(oneId(market, 'tax_calculator') ?? '') : undefined;
  if (calculator?.type !== 'avalara_accounts')
    throw invalid(flag, `the market's tax calculator (${calculator?.type ?? 'none'}) does not keep invoices`);
  order.attributes[stamp] = now();
  await ctx.store.save(order);
}

const validate: Action = async (ctx, order) => {
  requireStatus(order, [...EDITABLE], '_validate');
  const errors = await guardErrors(ctx, order);
  if (errors.length) throw ApiError.all(errors);
};

const nullifyPaymentSource: Action = async (ctx, order) => {
  requireStatus(order, [...EDITABLE], '_nullify_payment_source');
  for (const payment of await ctx.store.allOf(PAYMENT_SOURCE_TYPES))
    if (oneId(payment, 'order') === order.id) await ctx.store.remove(payment);
  order.relationships.payment_source = null;
  await ctx.store.save(order);
};

registerHooks('orders', {
  actions: {
    _validate: validate,
    _nullify_payment_source: nullifyPaymentSource,
    _commit_invoice: (ctx, order) =>
      invoiceAction(ctx, order, '_commit_invoice', ['placed', 'approved'], 'tax_invoice_committed_at'),
    _refund_invoice: (ctx, order) =>
      invoiceAction(ctx, order, '_refund_invoice', ['placed', 'approved', 'cancelled'], 'tax_invoice_refunded_at'),
    _create_subscriptions: createSubscriptions,
    _start_editing: async (ctx, order) => {
      requireStatus(order, ['placed'], '_start_editing');
      order.attributes.status = 'editing';
      await ctx.store.save(order);
    },
    _stop_editing: async (ctx, order) => {
      requireStatus(order, ['editing'], '_stop_editing');
      order.attributes.status = 'placed';
      await ctx.store.save(order);
    },
  },
});
