import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { ApiError, invalid } from '../../http/errors';
import { giftCardByCode } from '../gift-cards/lookup';
import { adjustStock, stockOf } from '../market';
import { amountFields } from '../money';
import { countUsage } from '../promotions';
import { hasShippingMethod, shipmentsOf } from '../shipments/sync';
import { linesOf, skuLinesOf } from './lines';
import { recalculate } from './totals';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Every reason the order cannot be placed yet, as pointer errors. */
export async function guardErrors(ctx: Ctx, order: Rec): Promise<ApiError[]> {
  const errors: ApiError[] = [];
  const status = String(order.attributes.status);
  if (status !== 'pending')
    return [
      invalid('status', status === 'draft' ? 'the order has no line items' : `cannot place an order that is ${status}`),
    ];
  if (blank(order.attributes.customer_email)) errors.push(invalid('customer_email', "can't be blank"));
  if (!oneId(order, 'shipping_address')) errors.push(invalid('shipping_address', "can't be blank", 'relationships'));
  if (!oneId(order, 'billing_address')) errors.push(invalid('billing_address', "can't be blank", 'relationships'));
  const shipments = await shipmentsOf(ctx.store, order.id);
  if (oneId(order, 'shipping_address') && (!shipments.length || !shipments.every(hasShippingMethod)))
    errors.push(invalid('shipments', 'shipping method missing on shipments', 'relationships'));
  if (!oneId(order, 'payment_method')) errors.push(invalid('payment_method', "can't be blank", 'relationships'));
  for (const line of await skuLinesOf(ctx.store, order.id)) {
    const code = String(line.attributes.sku_code);
    const stock = await stockOf(ctx.store, code);
    if (Number(line.attributes.quantity) > stock)
      errors.push(invalid('line_items', `${code} is out of stock (${stock} available)`, 'relationships'));
  }
  return errors;
}

async function consume(ctx: Ctx, order: Rec): Promise<void> {
  const a = order.attributes;
  for (const line of await skuLinesOf(ctx.store, order.id))
    await adjustStock(ctx, String(line.attributes.sku_code), -Number(line.attributes.quantity));
  const promotionIds = (await linesOf(ctx.store, order.id)).map((l) => l.attributes.promotion_id);
  await countUsage(
    ctx.store,
    order,
    promotionIds.filter((id): id is string => typeof id === 'string'),
  );
  const card = a.gift_card_code ? await giftCardByCode(ctx.store, String(a.gift_card_code)) : undefined;
  if (card && Number(a.gift_card_amount_cents) < 0) {
    const balance = Number(card.attributes.balance_cents) + Number(a.gift_card_amount_cents);
    Object.assign(card.attributes, amountFields('balance', balance, String(card.attributes.currency_code)));
    await ctx.store.save(card);
  }
}

async function prepareShipments(ctx: Ctx, order: Rec): Promise<void> {
  const lines = await skuLinesOf(ctx.store, order.id);
  const stockItems = await ctx.store.all('stock_items');
  for (const shipment of await shipmentsOf(ctx.store, order.id)) {
    shipment.attributes.status = 'upcoming';
    await ctx.store.save(shipment);
    for (const line of lines) {
      const stockItem = stockItems.find((s) => s.attributes.sku_code === line.attributes.sku_code);
      await ctx.store.insert(
        'stock_line_items',
        { sku_code: line.attributes.sku_code, quantity: line.attributes.quantity },
        {
          shipment: ref(shipment),
          line_item: ref(line),
          stock_item: stockItem ? ref(stockItem) : null,
          sku: line.relationships.item ?? null,
        },
      );
    }
  }
}

export async function placeOrder(ctx: Ctx, order: Rec): Promise<void> {
  await recalculate(ctx.store, order);
  const errors = await guardErrors(ctx, order);
  if (errors.length) throw ApiError.all(errors);
  await consume(ctx, order);
  const a = order.attributes;
  const paid = Number(a.total_amount_cents) === 0;
  Object.assign(a, {
    status: 'placed',
    placed_at: new Date().toISOString(),
    payment_status: paid ? 'free' : 'authorized',
  });
  if (!paid)
    await ctx.store.insert(
      'authorizations',
      {
        number: `${a.number}/T/001`,
        succeeded: true,
        ...amountFields('amount', Number(a.total_amount_cents), String(a.currency_code)),
        currency_code: a.currency_code,
      },
      { order: ref(order) },
    );
  await prepareShipments(ctx, order);
  await ctx.store.save(order);
}
