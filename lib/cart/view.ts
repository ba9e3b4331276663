import type { LineItem, Order } from '@commercelayer/sdk';
import type { Locale } from '@/lib/i18n/locales';
import type { Offer } from '@/lib/catalogue/server';
import type { CartSummaryView, CartView, DiscountLineView, OfferView } from './types';
import { skuLines } from './order';
import { deliveryFor, type CustomerType, type Market } from '@/lib/markets/regions';
import { formatMoney } from '@/lib/markets/money';
import { stockState } from '@/lib/catalogue/products';
import { couponLineTypes, promotionLineTypes, promotionTerms } from '@/lib/catalogue/promotion-terms';
import { importChargesOnDelivery, taxWording } from '@/lib/markets/tax-wording';
import { skuDisplay } from '@/lib/catalogue/sku-display';

export type CartPlace = { country: string; shipped: boolean; market: Market };

export function offerView(offer: Offer, locale: Locale, customerType: CustomerType): OfferView {
  return {
    skuCode: offer.skuCode,
    ...skuDisplay(offer.skuCode, offer.name, locale),
    currency: offer.currency,
    price: formatMoney(offer.amountCents, offer.currency, locale),
    amountCents: offer.amountCents,
    instalment: formatMoney(Math.round(offer.amountCents / 3), offer.currency, locale),
    stock: offer.stock,
    stockState: stockState(offer.stock),
    customerType,
  };
}

function discountLines(order: Order, money: (cents: number) => string): DiscountLineView[] {
  return (order.line_items ?? [])
    .filter((line: LineItem) => line.item_type && promotionLineTypes.has(line.item_type) && line.total_amount_cents)
    .map((line): DiscountLineView => {
      const amount = money(line.total_amount_cents ?? 0);
      return couponLineTypes.has(line.item_type ?? '') && order.coupon_code
        ? { id: line.id, kind: 'coupon', amount }
        : { id: line.id, kind: 'promotion', amount, saving: money(promotionTerms.buyTwoSavingCents) };
    });
}

/** The order's amounts, and how its market states tax, as the cart's summary shows them. */
function summaryView(order: Order, place: CartPlace, money: (cents: number) => string): CartSummaryView {
  const discountCents = order.discount_amount_cents ?? 0;
  const taxIncluded = order.tax_included ?? place.market.customerType === 'consumer';
  return {
    subtotal: money(order.subtotal_amount_cents ?? 0),
    discount: discountCents ? money(discountCents) : undefined,
    shipping: money(order.shipping_amount_cents ?? 0),
    shippingCents: order.shipping_amount_cents ?? 0,
    tax: money(order.total_tax_amount_cents ?? 0),
    taxIncluded,
    taxWording: taxWording(place.country, place.market.customerType, taxIncluded),
    importNote: importChargesOnDelivery(place.country),
    total: money(order.total_amount_cents ?? 0),
    totalCents: order.total_amount_cents ?? 0,
  };
}

export function cartView(
  place: CartPlace,
  order: Order | undefined,
  offers: Map<string, Offer>,
  suggestions: readonly string[],
  locale: Locale,
): CartView {
  const currency = (order?.currency_code as Market['currency'] | undefined) ?? place.market.currency;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const lines = skuLines(order);
  const items = lines.map((line) => {
    const skuCode = line.sku_code as string;
    const stock = offers.get(skuCode)?.stock ?? null;
    return {
      id: line.id,
      skuCode,
      ...skuDisplay(skuCode, line.name ?? skuCode, locale),
      quantity: line.quantity,
      unitPrice: money(line.unit_amount_cents ?? 0),
      unitAmountCents: line.unit_amount_cents ?? 0,
      total: money(line.total_amount_cents ?? 0),
      stock,
      stockState: stockState(stock),
    };
  });
  return {
    country: place.country,
    shipped: place.shipped,
    customerType: place.market.customerType,
    currency,
    deliveryDays: deliveryFor(place.country)?.days,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    discounts: order ? discountLines(order, money) : [],
    couponCode: order?.coupon_code ?? undefined,
    notes: typeof order?.metadata?.notes === 'string' ? order.metadata.notes : '',
    summary: order && items.length ? summaryView(order, place, money) : undefined,
    suggestions: suggestions.flatMap((sku) => {
      const offer = offers.get(sku);
      return offer ? [offerView(offer, locale, place.market.customerType)] : [];
    }),
  };
}
