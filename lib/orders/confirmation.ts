import { deliveryFor } from '@/lib/markets/regions';
import { formatMoney } from '@/lib/markets/money';
import { promotionTerms } from '@/lib/catalogue/promotion-terms';
import { skuName } from '@/lib/catalogue/sku-display';
import { importChargesOnDelivery } from '@/lib/markets/tax-wording';
import { estimateArrival, parseLeadDays } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { MailData } from '@/lib/mail/templates';
import { addressLines } from './address';
import { amountsOf, taxLabel, type OrderAmounts } from './amounts';

type Resource = {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
};

export interface PlacedOrder {
  id: string;
  number: string;
  email: string;
  locale: Locale;
  currency: string;
  placedAt: Date;
  lines: Array<{ skuCode: string; name: string; quantity: number; totalCents: number }>;
  amounts: OrderAmounts;
  /** The shipping address's attributes, when the payload includes it. */
  shipTo?: Record<string, unknown>;
  country?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function relatedId(resource: Resource, name: string): string | undefined {
  const data = (resource.relationships?.[name] as { data?: { id?: unknown } } | undefined)?.data;
  return typeof data?.id === 'string' ? data.id : undefined;
}

/** The facts of an `orders.place` payload a confirmation needs, when it carries a number, a buyer and SKU lines. */
export function placedOrderOf(data: Resource, included: readonly Resource[]): PlacedOrder | null {
  const attributes = data.attributes ?? {};
  const email = text(attributes.customer_email);
  const currency = text(attributes.currency_code);
  // The number is what the buyer quotes: without one there is nothing to show, and never the id (a bearer secret).
  const number = text(attributes.number);
  if (!number || !email.includes('@') || !/^[A-Z]{3}$/.test(currency)) return null;
  const language = text(attributes.language_code);
  const locale = isLocale(language) ? language : 'en';
  const lineItems = included.filter((resource) => resource.type === 'line_items');
  const lines = lineItems
    .filter((line) => line.attributes?.item_type === 'skus')
    .map(({ attributes: line = {} }) => ({
      skuCode: text(line.sku_code),
      name: skuName(text(line.sku_code), text(line.name), locale),
      quantity: count(line.quantity),
      totalCents: count(line.total_amount_cents),
    }));
  if (!lines.length) return null;
  const addressId = relatedId(data, 'shipping_address');
  const shipTo = included.find((resource) => resource.type === 'addresses' && resource.id === addressId)?.attributes;
  const country = text(shipTo?.country_code) || text(attributes.shipping_country_code_lock);
  const placed = new Date(text(attributes.placed_at));
  return {
    id: data.id,
    number,
    email,
    locale,
    currency,
    placedAt: Number.isNaN(placed.getTime()) ? new Date() : placed,
    lines,
    amounts: amountsOf(
      attributes,
      lineItems.map((line) => line.attributes ?? {}),
    ),
    ...(shipTo ? { shipTo } : {}),
    ...(country ? { country: country.toUpperCase() } : {}),
  };
}

/** The days an order placed then reaches its country, as the buy box dates them. */
function arrivalOf(order: PlacedOrder): { arrivalFrom: string; arrivalTo: string } | undefined {
  const days = order.country ? deliveryFor(order.country)?.days : undefined;
  const leadDays = days ? parseLeadDays(days) : undefined;
  if (!order.country || !leadDays) return undefined;
  const { from, to } = estimateArrival(order.placedAt, order.country, leadDays);
  return { arrivalFrom: formatArrivalDay(from, order.locale), arrivalTo: formatArrivalDay(to, order.locale) };
}

/**
 * What the confirmation mail states, formatted in the buyer's language: every line, each discount, shipping, tax as
 * the market has it, the voucher, a total equal to their sum, the delivery window and the address (ADR 0062).
 */
export function confirmationData(
  order: PlacedOrder,
  links: { statusUrl: string; contactUrl: string },
): MailData['order-confirmation'] {
  const money = (cents: number) => formatMoney(cents, order.currency, order.locale);
  const when = (cents: number) => (cents ? money(cents) : undefined);
  const { amounts } = order;
  const label = taxLabel(order.country, amounts.taxIncluded);
  return {
    number: order.number,
    lines: order.lines.map((line) => `${line.quantity} × ${line.name}: ${money(line.totalCents)}`).join('\n'),
    subtotal: money(amounts.subtotal),
    coupon: amounts.coupon?.code,
    couponAmount: amounts.coupon && money(amounts.coupon.cents),
    promotionAmount: when(amounts.promotions),
    promotionSaving: amounts.promotions ? money(promotionTerms.buyTwoSavingCents) : undefined,
    shipping: when(amounts.shipping),
    paymentAmount: when(amounts.payment),
    adjustmentAmount: when(amounts.adjustment),
    taxLabel: label,
    // None charged is worth saying on an export only; elsewhere a row of zero tax would read as a mistake.
    tax: amounts.tax || label === 'export' ? money(amounts.tax) : undefined,
    giftCardAmount: when(amounts.giftCard),
    total: money(amounts.total),
    importNote: order.country && importChargesOnDelivery(order.country) ? 'yes' : undefined,
    ...arrivalOf(order),
    address: order.shipTo && addressLines(order.shipTo, order.locale).join('\n'),
    ...links,
  };
}
