import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { registerHooks, type Action } from '../../engine/hooks';
import { invalid } from '../../http/errors';

const now = () => new Date().toISOString();

async function stockItemAt(ctx: Ctx, locationId: string | undefined, skuCode: string): Promise<Rec | undefined> {
  return (await ctx.store.all('stock_items')).find(
    (i) => oneId(i, 'stock_location') === locationId && i.attributes.sku_code === skuCode,
  );
}

/** in_transit takes the quantity from the origin; complete puts it at the destination. */
async function moveStock(ctx: Ctx, transfer: Rec, to: string): Promise<void> {
  const sku = String(transfer.attributes.sku_code);
  const quantity = Number(transfer.attributes.quantity);
  if (to === 'in_transit') {
    const origin = await stockItemAt(ctx, oneId(transfer, 'origin_stock_location'), sku);
    const available = Number(origin?.attributes.quantity ?? 0);
    if (!origin || available < quantity)
      throw invalid('quantity', `only ${available} of ${sku} at the origin stock location`);
    origin.attributes.quantity = available - quantity;
    await ctx.store.save(origin);
  }
  if (to === 'completed') {
    const destinationId = oneId(transfer, 'destination_stock_location');
    const item = await stockItemAt(ctx, destinationId, sku);
    if (item) {
      item.attributes.quantity = Number(item.attributes.quantity ?? 0) + quantity;
      await ctx.store.save(item);
    } else
      await ctx.store.insert(
        'stock_items',
        { sku_code: sku, quantity },
        {
          stock_location: destinationId ? { type: 'stock_locations', id: destinationId } : null,
          sku: transfer.relationships.sku ?? null,
        },
      );
  }
}

function transition(from: string[], to: string, stamp: string): Action {
  return async (ctx, transfer) => {
    const status = String(transfer.attributes.status);
    if (!from.includes(status)) throw invalid('status', `cannot move a ${status} stock transfer to ${to}`);
    await moveStock(ctx, transfer, to);
    Object.assign(transfer.attributes, { status: to, [stamp]: now() });
    await ctx.store.save(transfer);
  };
}

registerHooks('stock_transfers', {
  async beforeCreate(ctx, input) {
    const skuRel = input.relationships.sku;
    const sku = skuRel && !Array.isArray(skuRel) ? await ctx.store.find(skuRel.id) : undefined;
    const code = input.attributes.sku_code ?? sku?.attributes.code;
    if (!code) throw invalid('sku', "can't be blank", 'relationships');
    if (!sku) {
      const found = (await ctx.store.all('skus')).find((s) => s.attributes.code === code);
      if (!found) throw invalid('sku_code', 'is invalid');
      input.relationships.sku = ref(found);
    }
    for (const name of ['origin_stock_location', 'destination_stock_location'])
      if (!input.relationships[name]) throw invalid(name, "can't be blank", 'relationships');
    if (!Number.isInteger(input.attributes.quantity) || Number(input.attributes.quantity) < 1)
      throw invalid('quantity', 'must be greater than 0');
    Object.assign(input.attributes, { sku_code: code, status: 'draft' });
  },
  actions: {
    _upcoming: transition(['draft', 'on_hold'], 'upcoming', 'upcoming_at'),
    _on_hold: transition(['upcoming', 'picking'], 'on_hold', 'on_hold_at'),
    _picking: transition(['upcoming', 'on_hold'], 'picking', 'picking_at'),
    _in_transit: transition(['picking'], 'in_transit', 'in_transit_at'),
    _complete: transition(['in_transit'], 'completed', 'completed_at'),
    _cancel: transition(['draft', 'upcoming', 'on_hold', 'picking'], 'cancelled', 'cancelled_at'),
  },
});
