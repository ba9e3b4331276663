import { oneId, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { notify, observe } from '../../engine/observers';

const quantityOf = (item: Rec) => Number(item.attributes.quantity ?? 0) || 0;

async function skuCodeOf(ctx: Ctx, item: Rec): Promise<string | undefined> {
  if (typeof item.attributes.sku_code === 'string') return item.attributes.sku_code;
  const skuId = oneId(item, 'sku');
  const sku = skuId ? await ctx.store.find(skuId) : undefined;
  return typeof sku?.attributes.code === 'string' ? sku.attributes.code : undefined;
}

/**
 * As on the platform: once a SKU's stock reaches an active in-stock subscription's threshold (1 unless set), the
 * subscription becomes `notified` and `in_stock_subscriptions.notify` fires, once per subscription.
 */
observe(async (ctx, rec, change) => {
  if (rec.type !== 'stock_items' || change.kind === 'destroy' || change.kind === 'action') return;
  if (change.kind === 'update' && !('quantity' in change.changes)) return;
  const code = await skuCodeOf(ctx, rec);
  if (!code) return;
  const waiting = (await ctx.store.all('in_stock_subscriptions')).filter(
    (subscription) => subscription.attributes.status === 'active' && subscription.attributes.sku_code === code,
  );
  if (!waiting.length) return;
  const items = await Promise.all(
    (await ctx.store.all('stock_items')).map(async (item) => ((await skuCodeOf(ctx, item)) === code ? item : null)),
  );
  const available = items.reduce((sum, item) => sum + (item ? quantityOf(item) : 0), 0);
  for (const subscription of waiting) {
    if (available < (Number(subscription.attributes.stock_threshold) || 1)) continue;
    subscription.attributes.status = 'notified';
    await ctx.store.save(subscription);
    await notify(ctx, subscription, { kind: 'action', flag: '_notify' });
  }
});
