import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { registerHooks, type Action } from '../../engine/hooks';
import { invalid } from '../../http/errors';
import { stockOf } from '../market';
import { EDITABLE } from '../orders/lines';

const RESERVATION_TTL_MS = 60 * 60 * 1000;
const holding = (r: Rec) => r.attributes.status === 'draft' || r.attributes.status === 'pending';

async function stockItemFor(ctx: Ctx, skuCode: string): Promise<Rec | undefined> {
  return (await ctx.store.all('stock_items')).find((i) => i.attributes.sku_code === skuCode);
}

/** Keeps the stock item's reserved_stocks record equal to the sum of its holding reservations. */
async function syncReservedStock(ctx: Ctx, stockItem: Rec | undefined): Promise<Rec | undefined> {
  if (!stockItem) return undefined;
  const held = (await ctx.store.all('stock_reservations'))
    .filter((r) => oneId(r, 'stock_item') === stockItem.id && holding(r))
    .reduce((sum, r) => sum + Number(r.attributes.quantity), 0);
  let reserved = (await ctx.store.all('reserved_stocks')).find((r) => oneId(r, 'stock_item') === stockItem.id);
  if (!reserved) {
    reserved = await ctx.store.insert(
      'reserved_stocks',
      { quantity: held },
      { stock_item: ref(stockItem), sku: stockItem.relationships.sku ?? null },
    );
    stockItem.relationships.reserved_stock = ref(reserved);
    await ctx.store.save(stockItem);
  } else {
    reserved.attributes.quantity = held;
    await ctx.store.save(reserved);
  }
  return reserved;
}

async function reservationsOf(ctx: Ctx, name: string, rec: Rec): Promise<Rec[]> {
  return (await ctx.store.all('stock_reservations')).filter((r) => oneId(r, name) === rec.id && holding(r));
}

/** Creates (or renews) a reservation for a line item's quantity; 422 when stock on hand minus holds is short. */
async function reserve(ctx: Ctx, line: Rec, status: string, owner?: Rec): Promise<void> {
  const sku = String(line.attributes.sku_code ?? '');
  const quantity = Number(line.attributes.quantity);
  const stockItem = await stockItemFor(ctx, sku);
  const existing = await reservationsOf(ctx, owner ? 'stock_line_item' : 'line_item', owner ?? line);
  const expires = new Date(Date.now() + RESERVATION_TTL_MS).toISOString();
  if (existing.length) {
    for (const r of existing) Object.assign(r.attributes, { expires_at: expires });
    await Promise.all(existing.map((r) => ctx.store.save(r)));
    return;
  }
  if (status === 'draft') {
    const others = (await ctx.store.all('stock_reservations'))
      .filter((r) => oneId(r, 'stock_item') === stockItem?.id && r.attributes.status === 'draft')
      .reduce((sum, r) => sum + Number(r.attributes.quantity), 0);
    if (!stockItem || quantity > (await stockOf(ctx.store, sku)) - others)
      throw invalid('_reserve_stock', `not enough stock of ${sku} to reserve ${quantity}`);
  }
  const orderId = oneId(line, 'order');
  const reservation = await ctx.store.insert(
    'stock_reservations',
    { status, quantity, expires_at: status === 'draft' ? expires : null },
    {
      line_item: ref(line),
      order: orderId ? { type: 'orders', id: orderId } : null,
      stock_item: stockItem ? ref(stockItem) : null,
      sku: line.relationships.item ?? null,
      ...(owner ? { stock_line_item: ref(owner) } : {}),
    },
  );
  const reserved = await syncReservedStock(ctx, stockItem);
  if (reserved) {
    reservation.relationships.reserved_stock = ref(reserved);
    await ctx.store.save(reservation);
  }
}

async function release(ctx: Ctx, owner: Rec, flag: string, decrement: boolean): Promise<void> {
  const held = await reservationsOf(ctx, owner.type === 'line_items' ? 'line_item' : 'stock_line_item', owner);
  if (!held.length) throw invalid(flag, 'there is no reserved stock to release');
  for (const r of held) {
    await ctx.store.remove(r);
    await syncReservedStock(ctx, await ctx.store.find(oneId(r, 'stock_item') ?? ''));
  }
  // Stock is taken from the stock item when the order is placed, so decrementing only ends the hold.
  if (decrement) owner.attributes.stock_decremented_at = new Date().toISOString();
  await ctx.store.save(owner);
}

const ACTIVE_SHIPMENT = ['upcoming', 'on_hold', 'picking', 'packing', 'ready_to_ship'];

async function stockLineAction(ctx: Ctx, item: Rec, flag: string): Promise<void> {
  const shipment = await ctx.store.find(oneId(item, 'shipment') ?? '');
  const status = String(shipment?.attributes.status);
  if (!ACTIVE_SHIPMENT.includes(status)) throw invalid(flag, `cannot ${flag.slice(1)} for a ${status} shipment`);
  const line = await ctx.store.find(oneId(item, 'line_item') ?? '');
  if (flag === '_reserve_stock') {
    if (!line) throw invalid(flag, 'the stock line item has no line item');
    return reserve(
      ctx,
      { ...line, attributes: { ...line.attributes, quantity: item.attributes.quantity } },
      'pending',
      item,
    );
  }
  return release(ctx, item, flag, flag === '_decrement_stock');
}

/** Shipment stock actions apply to each of its stock line items. */
function shipmentStock(flag: string): Action {
  return async (ctx, shipment) => {
    const items = (await ctx.store.all('stock_line_items')).filter((i) => oneId(i, 'shipment') === shipment.id);
    if (!items.length) throw invalid(flag, 'the shipment has no stock line items');
    const held = [];
    for (const item of items) if ((await reservationsOf(ctx, 'stock_line_item', item)).length) held.push(item);
    if (flag !== '_reserve_stock' && !held.length) throw invalid(flag, 'there is no reserved stock to release');
    for (const item of flag === '_reserve_stock' ? items : held) await stockLineAction(ctx, item, flag);
  };
}

registerHooks('line_items', {
  actions: {
    _reserve_stock: async (ctx, line) => {
      const order = await ctx.store.find(oneId(line, 'order') ?? '');
      if (!order || !EDITABLE.has(String(order.attributes.status)))
        throw invalid('_reserve_stock', `cannot reserve stock for a ${order?.attributes.status} order`);
      if (line.attributes.item_type !== 'skus') throw invalid('_reserve_stock', 'only sku lines hold stock');
      await reserve(ctx, line, 'draft');
    },
    _external_price: async () => {
      throw invalid('_external_price', 'the market has no external prices URL');
    },
  },
});

registerHooks('stock_line_items', {
  actions: Object.fromEntries(
    ['_reserve_stock', '_release_stock', '_decrement_stock'].map((flag) => [
      flag,
      (ctx: Ctx, item: Rec) => stockLineAction(ctx, item, flag),
    ]),
  ),
});

registerHooks('shipments', {
  actions: Object.fromEntries(
    ['_reserve_stock', '_release_stock', '_decrement_stock'].map((flag) => [flag, shipmentStock(flag)]),
  ),
});

registerHooks('stock_reservations', {
  actions: {
    _pending: async (ctx, r) => {
      if (r.attributes.status !== 'draft')
        throw invalid('_pending', `cannot mark a ${r.attributes.status} reservation pending`);
      Object.assign(r.attributes, { status: 'pending', expires_at: null });
      await ctx.store.save(r);
    },
  },
});
