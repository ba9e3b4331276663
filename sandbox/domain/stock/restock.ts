import { oneId, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { hooksOf, registerHooks } from '../../engine/hooks';
import { invalid } from '../../http/errors';
import { adjustStock } from '../market';

/** Puts a received return line's quantity back in stock, once. */
async function restockLine(ctx: Ctx, item: Rec): Promise<void> {
  const ret = await ctx.store.find(oneId(item, 'return') ?? '');
  if (ret?.attributes.status !== 'received')
    throw invalid('_restock', `cannot restock a line of a ${ret?.attributes.status} return`);
  if (item.attributes.restocked_at) throw invalid('_restock', 'the line item is already restocked');
  const line = await ctx.store.find(oneId(item, 'line_item') ?? '');
  if (line) await adjustStock(ctx, String(line.attributes.sku_code), Number(item.attributes.quantity));
  item.attributes.restocked_at = new Date().toISOString();
  await ctx.store.save(item);
}

registerHooks('return_line_items', { actions: { _restock: restockLine } });

const returnRestock = hooksOf('returns').actions?._restock;
registerHooks('returns', {
  actions: {
    _restock: async (ctx, ret, value, input) => {
      await returnRestock?.(ctx, ret, value, input);
      for (const item of await ctx.store.all('return_line_items'))
        if (oneId(item, 'return') === ret.id && !item.attributes.restocked_at) await restockLine(ctx, item);
    },
  },
});
