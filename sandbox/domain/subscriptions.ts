import { oneId, ref, type Rec } from '../db/store';
import { registerHooks, type Action } from '../engine/hooks';
import { invalid } from '../http/errors';
import { skuLinesOf } from './orders/lines';

function status(from: string[], to: string, flag: string): Action {
  return async (ctx, rec) => {
    const current = String(rec.attributes.status);
    if (!from.includes(current)) throw invalid(flag, `cannot ${flag.slice(1)} a ${current} subscription`);
    rec.attributes.status = to;
    await ctx.store.save(rec);
  };
}

registerHooks('order_subscriptions', {
  async beforeCreate(_ctx, input) {
    for (const name of ['market', 'source_order'])
      if (!input.relationships[name]) throw invalid(name, "can't be blank", 'relationships');
    if (!input.attributes.frequency) throw invalid('frequency', "can't be blank");
    input.attributes.status = 'draft';
  },
  actions: {
    _activate: status(['draft', 'inactive'], 'active', '_activate'),
    _deactivate: status(['active'], 'inactive', '_deactivate'),
    _cancel: status(['draft', 'inactive', 'active'], 'cancelled', '_cancel'),
  },
});

registerHooks('in_stock_subscriptions', {
  async beforeCreate(ctx, input) {
    const code = input.attributes.sku_code;
    const sku = (await ctx.store.all('skus')).find((s) => s.attributes.code === code);
    if (!sku) throw invalid('sku_code', 'is invalid');
    input.relationships.sku = ref(sku);
    input.attributes.status = 'active';
  },
  actions: {
    _activate: status(['inactive'], 'active', '_activate'),
    _deactivate: status(['active'], 'inactive', '_deactivate'),
  },
});

/** orders._create_subscriptions: one order subscription per frequency found on the placed order's lines. */
export const createSubscriptions: Action = async (ctx, order) => {
  if (!['placed', 'approved'].includes(String(order.attributes.status)))
    throw invalid('_create_subscriptions', `cannot create subscriptions from a ${order.attributes.status} order`);
  const existing = (await ctx.store.all('order_subscriptions')).some((s) => oneId(s, 'source_order') === order.id);
  if (existing) throw invalid('_create_subscriptions', 'the subscriptions of this order already exist');
  const byFrequency = new Map<string, Rec[]>();
  for (const line of await skuLinesOf(ctx.store, order.id)) {
    const frequency = line.attributes.frequency;
    if (typeof frequency === 'string' && frequency)
      byFrequency.set(frequency, [...(byFrequency.get(frequency) ?? []), line]);
  }
  if (!byFrequency.size) throw invalid('_create_subscriptions', 'no line item has a frequency');
  for (const [frequency, lines] of byFrequency) {
    const subscription = await ctx.store.insert(
      'order_subscriptions',
      { frequency, status: 'active', customer_email: order.attributes.customer_email, activate_by_source_order: true },
      {
        market: order.relationships.market ?? null,
        source_order: ref(order),
        customer: order.relationships.customer ?? null,
      },
    );
    for (const line of lines)
      await ctx.store.insert(
        'order_subscription_items',
        {
          sku_code: line.attributes.sku_code,
          quantity: line.attributes.quantity,
          unit_amount_cents: line.attributes.unit_amount_cents,
        },
        { order_subscription: ref(subscription), source_line_item: ref(line) },
      );
  }
};
