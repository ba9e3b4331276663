import { oneId, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { registerHooks, type Action } from '../engine/hooks';
import { invalid } from '../http/errors';
import { marketInfo, priceOf } from './market';
import { amountFields } from './money';

/** The bundle's skus with their quantity: the sku list's items, else its skus once each. */
async function contents(ctx: Ctx, bundle: Rec): Promise<Array<{ code: string; quantity: number }>> {
  const listId = oneId(bundle, 'sku_list');
  if (!listId) throw invalid('sku_list', "can't be blank", 'relationships');
  const items = (await ctx.store.all('sku_list_items')).filter((i) => oneId(i, 'sku_list') === listId);
  const entries = items.length
    ? items.map((i) => ({ id: oneId(i, 'sku'), quantity: Number(i.attributes.quantity ?? 1) }))
    : (((await ctx.store.find(listId))?.relationships.skus as Array<{ id: string }> | undefined)?.map((s) => ({
        id: s.id,
        quantity: 1,
      })) ?? []);
  const found = await Promise.all(
    entries.map(async (e) => ({ sku: await ctx.store.find(e.id ?? ''), quantity: e.quantity })),
  );
  return found.filter((f) => f.sku).map((f) => ({ code: String(f.sku?.attributes.code), quantity: f.quantity }));
}

/** Sums the skus' prices (or compare-at amounts) in the bundle market's price list. */
function compute(field: 'price_amount' | 'compare_at_amount', flag: string): Action {
  return async (ctx, bundle) => {
    if (!oneId(bundle, 'market')) throw invalid('market', "can't be blank", 'relationships');
    const info = await marketInfo(ctx.store, oneId(bundle, 'market'));
    let total = 0;
    for (const { code, quantity } of await contents(ctx, bundle)) {
      const price = await priceOf(ctx.store, info.priceListId, code);
      if (!price) throw invalid(flag, `${code} has no price in the market's price list`);
      const a = price.attributes;
      total +=
        quantity * Number(field === 'price_amount' ? a.amount_cents : (a.compare_at_amount_cents ?? a.amount_cents));
    }
    Object.assign(bundle.attributes, amountFields(field, total, info.currency), { currency_code: info.currency });
    await ctx.store.save(bundle);
  };
}

registerHooks('bundles', {
  actions: {
    _compute_price_amount: compute('price_amount', '_compute_price_amount'),
    _compute_compare_at_amount: compute('compare_at_amount', '_compute_compare_at_amount'),
  },
});
