import { oneId, ref, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { registerHooks, type WriteInput } from '../engine/hooks';
import { findVisible } from '../engine/read';
import { invalid } from '../http/errors';
import { marketInfo, priceOf, skuByCode, stockOf } from './market';
import { EDITABLE, skuLinesOf } from './orders/lines';
import { recalculate } from './orders/totals';

async function editableOrder(ctx: Ctx, orderId: string | undefined): Promise<Rec> {
  if (!orderId) throw invalid('order', "can't be blank", 'relationships');
  const order = await findVisible(ctx, 'orders', orderId);
  if (!EDITABLE.has(String(order.attributes.status)))
    throw invalid('order', `cannot change line items of a ${order.attributes.status} order`, 'relationships');
  return order;
}

function checkQuantity(value: unknown): number {
  if (!Number.isInteger(value) || (value as number) < 1) throw invalid('quantity', 'must be an integer greater than 0');
  return value as number;
}

async function checkStock(ctx: Ctx, skuCode: string, quantity: number): Promise<void> {
  const stock = await stockOf(ctx.store, skuCode);
  if (quantity > stock)
    throw invalid('quantity', stock === 0 ? `${skuCode} is out of stock` : `only ${stock} of ${skuCode} available`);
}

async function create(ctx: Ctx, input: WriteInput): Promise<Rec> {
  const rel = input.relationships.order;
  const order = await editableOrder(ctx, rel && !Array.isArray(rel) ? rel.id : undefined);
  const item = input.relationships.item;
  const itemSku = item && !Array.isArray(item) ? await ctx.store.find(item.id) : undefined;
  const code = String(input.attributes.sku_code ?? itemSku?.attributes.code ?? '');
  if (!code) throw invalid('sku_code', "can't be blank");
  const sku = itemSku ?? (await skuByCode(ctx.store, code));
  if (!sku) throw invalid('sku_code', `${code} does not exist`);
  const info = await marketInfo(ctx.store, oneId(order, 'market'));
  if (!(await priceOf(ctx.store, info.priceListId, code)))
    throw invalid('sku_code', `${code} has no price in this market`);
  let quantity = checkQuantity(input.attributes.quantity);
  const existing = (await skuLinesOf(ctx.store, order.id)).find((l) => l.attributes.sku_code === code);
  if (existing && input.flags._update_quantity) {
    quantity += Number(existing.attributes.quantity);
    await checkStock(ctx, code, quantity);
    existing.attributes.quantity = quantity;
    await ctx.store.save(existing);
    await recalculate(ctx.store, order);
    return existing;
  }
  await checkStock(ctx, code, quantity);
  const line = await ctx.store.insert(
    'line_items',
    {
      ...input.attributes,
      sku_code: code,
      code,
      name: input.attributes.name ?? sku.attributes.name,
      image_url: input.attributes.image_url ?? sku.attributes.image_url ?? null,
      quantity,
      item_type: 'skus',
    },
    { ...input.relationships, order: ref(order), item: ref(sku) },
  );
  await recalculate(ctx.store, order);
  return line;
}

registerHooks('line_items', {
  create,
  readOnlyAttributes: ['item_type', 'unit_amount_cents', 'total_amount_cents', 'currency_code'],
  actions: { _update_quantity: async () => undefined },
  async beforeUpdate(ctx, line, input) {
    await editableOrder(ctx, oneId(line, 'order'));
    if (line.attributes.item_type !== 'skus') throw invalid('item_type', 'promotion lines are managed by the platform');
    if ('sku_code' in input.attributes || 'order' in input.relationships)
      throw invalid('sku_code', 'cannot be changed; add a new line item');
    if ('quantity' in input.attributes)
      await checkStock(ctx, String(line.attributes.sku_code), checkQuantity(input.attributes.quantity));
  },
  async afterUpdate(ctx, line) {
    const order = await ctx.store.find(oneId(line, 'order') ?? '');
    if (order) await recalculate(ctx.store, order);
  },
  async beforeDelete(ctx, line) {
    await editableOrder(ctx, oneId(line, 'order'));
  },
  async afterDelete(ctx, line) {
    const order = await ctx.store.find(oneId(line, 'order') ?? '');
    if (order) await recalculate(ctx.store, order);
  },
});
