import { oneId, ref } from '../db/store';
import { registerHooks, type Action } from '../engine/hooks';
import { findVisible } from '../engine/read';
import { invalid } from '../http/errors';

const FLOW: Record<string, [string[], string, string]> = {
  _request: [['draft'], 'requested', 'requested_at'],
  _approve: [['requested'], 'approved', 'approved_at'],
  _cancel: [['draft', 'requested'], 'cancelled', 'cancelled_at'],
  _reject: [['requested'], 'rejected', 'rejected_at'],
  _ship: [['approved'], 'shipped', 'shipped_at'],
  _receive: [['shipped'], 'received', 'received_at'],
};

function step([from, to, stamp]: [string[], string, string]): Action {
  return async (ctx, ret) => {
    const status = String(ret.attributes.status);
    if (!from.includes(status)) throw invalid('status', `cannot move a ${status} return to ${to}`);
    Object.assign(ret.attributes, { status: to, [stamp]: new Date().toISOString() });
    await ctx.store.save(ret);
  };
}

const actions: Record<string, Action> = Object.fromEntries(
  Object.entries(FLOW).map(([flag, rule]) => [flag, step(rule)]),
);
actions._restock = async (ctx, ret) => {
  if (ret.attributes.status !== 'received') throw invalid('status', 'only received returns can be restocked');
  ret.attributes.restocked_at = new Date().toISOString();
  await ctx.store.save(ret);
};

registerHooks('returns', {
  readOnlyAttributes: ['status', 'number'],
  actions,
  async beforeCreate(ctx, input) {
    const rel = input.relationships.order;
    if (!rel || Array.isArray(rel)) throw invalid('order', "can't be blank", 'relationships');
    const order = await findVisible(ctx, 'orders', rel.id);
    if (!['placed', 'approved'].includes(String(order.attributes.status)))
      throw invalid('order', 'must be placed or approved', 'relationships');
    const count = (await ctx.store.all('returns')).filter((r) => oneId(r, 'order') === order.id).length;
    Object.assign(input.attributes, {
      number: `${order.attributes.number}/R/00${count + 1}`,
      status: 'draft',
      skus_count: 0,
    });
    const customer = order.relationships.customer;
    if (customer && !Array.isArray(customer)) input.relationships.customer = customer;
    input.relationships.destination_address ??= order.relationships.shipping_address ?? null;
    input.relationships.order = ref(order);
  },
});

registerHooks('return_line_items', {
  async beforeCreate(ctx, input) {
    const line = input.relationships.line_item;
    const ret = input.relationships.return;
    if (!ret || Array.isArray(ret)) throw invalid('return', "can't be blank", 'relationships');
    if (!line || Array.isArray(line)) throw invalid('line_item', "can't be blank", 'relationships');
    const item = await findVisible(ctx, 'line_items', line.id);
    const quantity = input.attributes.quantity ?? item.attributes.quantity;
    if (
      !Number.isInteger(quantity) ||
      (quantity as number) < 1 ||
      (quantity as number) > Number(item.attributes.quantity)
    )
      throw invalid('quantity', `must be between 1 and ${item.attributes.quantity}`);
    Object.assign(input.attributes, { quantity, sku_code: item.attributes.sku_code, name: item.attributes.name });
  },
});
