import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { registerHooks, type WriteInput } from '../../engine/hooks';
import { ApiError, forbidden, invalid } from '../../http/errors';
import { giftCardByCode } from '../gift-cards/lookup';
import { marketInfo, priceOf } from '../market';
import { checkCoupon } from '../promotions';
import { ORDER_ACTIONS } from './actions';
import { EDITABLE, linesOf, skuLinesOf } from './lines';
import { recalculate, skuLinesFacts } from './totals';

const COMPUTED = [
  'status',
  'payment_status',
  'fulfillment_status',
  'number',
  'placed_at',
  'approved_at',
  'cancelled_at',
  'currency_code',
  'skus_count',
];
const amountNames = [
  'subtotal',
  'discount',
  'shipping',
  'total_tax',
  'total',
  'gift_card',
  'total_amount_with_taxes',
].map((n) => `${n}_amount_cents`);

// A string, as the platform types it (`Order.number?: string`): a reader that expects one gets one.
async function nextNumber(ctx: Ctx): Promise<string> {
  const n = Number((await ctx.store.setting('order_number')) ?? 10000) + 1;
  await ctx.store.setSetting('order_number', String(n));
  return String(n);
}

function marketInScope(ctx: Ctx, marketId: string): void {
  const scoped = ctx.principal.marketIds;
  if (scoped.length && !scoped.includes(marketId)) throw forbidden('The market is outside the scope of this token');
}

async function beforeCreate(ctx: Ctx, input: WriteInput): Promise<void> {
  const given = input.relationships.market;
  const marketId = given && !Array.isArray(given) ? given.id : ctx.principal.marketIds[0];
  if (!marketId) throw invalid('market', "can't be blank", 'relationships');
  marketInScope(ctx, marketId);
  const info = await marketInfo(ctx.store, marketId);
  input.relationships.market = ref(info.market);
  const customer = ctx.principal.customerId ? await ctx.store.find(ctx.principal.customerId) : undefined;
  if (customer) {
    input.relationships.customer = { type: 'customers', id: customer.id };
    input.attributes.customer_email ??= customer.attributes.email;
  }
  Object.assign(input.attributes, {
    number: await nextNumber(ctx),
    status: 'draft',
    payment_status: 'unpaid',
    fulfillment_status: 'unfulfilled',
    language_code: input.attributes.language_code ?? 'en',
    currency_code: info.currency,
    coupon_code: input.attributes.coupon_code ?? null,
    gift_card_code: input.attributes.gift_card_code ?? null,
    guest: !ctx.principal.customerId,
    archived: false,
    token: Math.random().toString(36).slice(2),
  });
}

/** Moving an order to another market: every line must have a price there. */
async function checkMarketChange(ctx: Ctx, order: Rec, marketId: string): Promise<void> {
  marketInScope(ctx, marketId);
  const info = await marketInfo(ctx.store, marketId);
  const missing: string[] = [];
  for (const line of await skuLinesOf(ctx.store, order.id))
    if (!(await priceOf(ctx.store, info.priceListId, String(line.attributes.sku_code))))
      missing.push(String(line.attributes.sku_code));
  if (missing.length)
    throw invalid('market', `line items not sellable in this market: ${missing.join(', ')}`, 'relationships');
}

async function beforeUpdate(ctx: Ctx, order: Rec, input: WriteInput): Promise<void> {
  const editable = EDITABLE.has(String(order.attributes.status));
  const locked = ['market', 'coupon_code', 'gift_card_code'].filter(
    (k) => k in input.attributes || k in input.relationships,
  );
  if (!editable && locked.length)
    throw invalid(locked[0], `cannot change once the order is ${order.attributes.status}`);
  const market = input.relationships.market;
  if (market && !Array.isArray(market) && market.id !== oneId(order, 'market'))
    await checkMarketChange(ctx, order, market.id);
  if (market === null) throw invalid('market', "can't be blank", 'relationships');
  if (ctx.principal.customerId && input.relationships.customer)
    throw forbidden('A customer token cannot reassign the order');
}

async function applyCodes(ctx: Ctx, order: Rec, input: WriteInput): Promise<void> {
  const a = order.attributes;
  if (typeof input.attributes.coupon_code === 'string' && input.attributes.coupon_code) {
    await checkCoupon(ctx.store, input.attributes.coupon_code, {
      order,
      lines: skuLinesFacts(await skuLinesOf(ctx.store, order.id)),
      marketId: oneId(order, 'market'),
      currency: String(a.currency_code),
    });
  } else if ('coupon_code' in input.attributes) a.coupon_code = null;
  if (typeof input.attributes.gift_card_code === 'string' && input.attributes.gift_card_code) {
    const card = await giftCardByCode(ctx.store, input.attributes.gift_card_code);
    if (!card || card.attributes.status !== 'active' || Number(card.attributes.balance_cents) <= 0)
      throw invalid('gift_card_code', 'is invalid');
    if (card.attributes.currency_code !== a.currency_code) throw invalid('gift_card_code', 'is in another currency');
  } else if ('gift_card_code' in input.attributes) a.gift_card_code = null;
}

async function afterWrite(ctx: Ctx, order: Rec, input: WriteInput): Promise<void> {
  if (!EDITABLE.has(String(order.attributes.status))) return;
  await recalculate(ctx.store, order);
  await applyCodes(ctx, order, input);
  await recalculate(ctx.store, order);
}

registerHooks('orders', {
  beforeCreate,
  afterCreate: afterWrite,
  beforeUpdate,
  afterUpdate: afterWrite,
  readOnlyAttributes: [...COMPUTED, ...amountNames],
  actions: ORDER_ACTIONS,
  async beforeDelete(ctx, order) {
    if (!EDITABLE.has(String(order.attributes.status)))
      throw new ApiError(
        422,
        'Order not deletable',
        'Only draft and pending orders can be deleted',
        '/data/attributes/status',
      );
    for (const line of await linesOf(ctx.store, order.id)) await ctx.store.remove(line);
    for (const s of (await ctx.store.all('shipments')).filter((s) => oneId(s, 'order') === order.id))
      await ctx.store.remove(s);
  },
});
