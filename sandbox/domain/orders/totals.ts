import { oneId, ref, type Rec, type Store } from '../../db/store';
import { amountFields } from '../money';
import { marketInfo, priceOf, vatFor } from '../market';
import { discountsFor, type Discount } from '../promotions';
import { syncShipments } from '../shipments/sync';
import { EDITABLE, linesOf, isSkuLine } from './lines';
import { giftCardByCode } from '../gift-cards/lookup';

function lineAmounts(unit: number, quantity: number, currency: string): Record<string, unknown> {
  return {
    quantity,
    currency_code: currency,
    ...amountFields('unit_amount', unit, currency),
    ...amountFields('total_amount', unit * quantity, currency),
  };
}

async function reprice(store: Store, line: Rec, priceListId: string, currency: string): Promise<void> {
  const price = await priceOf(store, priceListId, String(line.attributes.sku_code));
  const unit = price ? Number(price.attributes.amount_cents) : Number(line.attributes.unit_amount_cents ?? 0);
  Object.assign(line.attributes, lineAmounts(unit, Number(line.attributes.quantity), currency));
  await store.save(line);
}

async function syncDiscountLines(
  store: Store,
  order: Rec,
  lines: Rec[],
  discounts: Discount[],
  currency: string,
): Promise<void> {
  const existing = lines.filter((l) => !isSkuLine(l));
  for (const d of discounts) {
    const attrs = {
      item_type: d.itemType,
      name: d.name,
      ...lineAmounts(d.cents, 1, currency),
      promotion_id: d.promotion.id,
    };
    const line = existing.find((l) => l.attributes.promotion_id === d.promotion.id);
    if (line) {
      Object.assign(line.attributes, attrs);
      await store.save(line);
    } else await store.insert('line_items', attrs, { order: ref(order), item: null });
  }
  for (const line of existing)
    if (!discounts.some((d) => d.promotion.id === line.attributes.promotion_id)) await store.remove(line);
}

export const skuLinesFacts = (lines: Rec[]) =>
  lines.map((l) => ({
    skuCode: String(l.attributes.sku_code),
    quantity: Number(l.attributes.quantity),
    totalCents: Number(l.attributes.total_amount_cents),
  }));

/** Reprices lines from the market's price list, applies promotions, taxes and gift card, and updates the order. */
export async function recalculate(store: Store, order: Rec): Promise<void> {
  const a = order.attributes;
  const info = await marketInfo(store, oneId(order, 'market'));
  const currency = info.currency;
  const editable = EDITABLE.has(String(a.status));
  const lines = await linesOf(store, order.id);
  const skuLines = lines.filter(isSkuLine);
  if (editable) for (const line of skuLines) await reprice(store, line, info.priceListId, currency);
  const subtotal = skuLines.reduce((s, l) => s + Number(l.attributes.total_amount_cents), 0);
  if (editable) {
    const discounts = await discountsFor(
      store,
      { order, lines: skuLinesFacts(skuLines), marketId: info.market.id, currency },
      (a.coupon_code as string | null) ?? null,
    );
    await syncDiscountLines(store, order, lines, discounts, currency);
  }
  const discount = (await linesOf(store, order.id))
    .filter((l) => !isSkuLine(l))
    .reduce((s, l) => s + Number(l.attributes.total_amount_cents), 0);
  const shipping = 0;
  const taxable = subtotal + discount + shipping;
  const vat = await vatFor(store, info, a.shipping_country_code_lock ?? a.country_code);
  const tax = info.taxIncluded ? taxable - Math.round(taxable / (1 + vat)) : Math.round(taxable * vat);
  const gross = info.taxIncluded ? taxable : taxable + tax;
  const card = editable && a.gift_card_code ? await giftCardByCode(store, String(a.gift_card_code)) : undefined;
  const giftCard = editable
    ? -Math.min(Number(card?.attributes.balance_cents ?? 0), gross)
    : Number(a.gift_card_amount_cents ?? 0);
  Object.assign(a, {
    currency_code: currency,
    tax_included: info.taxIncluded,
    tax_rate: vat,
    skus_count: skuLines.reduce((s, l) => s + Number(l.attributes.quantity), 0),
    line_item_options_count: 0,
    ...amountFields('subtotal_amount', subtotal, currency),
    ...amountFields('discount_amount', discount, currency),
    ...amountFields('shipping_amount', shipping, currency),
    ...amountFields('payment_method_amount', 0, currency),
    ...amountFields('total_tax_amount', tax, currency),
    ...amountFields('total_taxable_amount', info.taxIncluded ? taxable - tax : taxable, currency),
    ...amountFields('gift_card_amount', giftCard, currency),
    ...amountFields('total_amount', gross + giftCard, currency),
    ...amountFields('total_amount_with_taxes', gross + giftCard, currency),
  });
  if (editable) a.status = skuLines.length ? 'pending' : 'draft';
  await store.save(order);
  if (editable) await syncShipments(store, order, skuLines.length > 0);
}
