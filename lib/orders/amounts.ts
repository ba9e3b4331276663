import { couponLineTypes, promotionLineTypes } from '@/lib/catalogue/promotion-terms';
import { taxWording } from '@/lib/markets/tax-wording';
import type { TaxLabel } from '@/lib/mail/templates';

/** The fields of a platform order the amounts come from (the SDK's `Order`, or a webhook's attributes). */
type AmountFields = {
  [
    Field in
      | 'coupon_code'
      | 'tax_included'
      | 'subtotal_amount_cents'
      | 'discount_amount_cents'
      | 'shipping_amount_cents'
      | 'payment_method_amount_cents'
      | 'adjustment_amount_cents'
      | 'total_tax_amount_cents'
      | 'gift_card_amount_cents'
      | 'total_amount_cents'
      | 'total_amount_with_taxes_cents'
  ]?: unknown;
};

/**
 * An order's amounts in cents as the platform states them, split so that they add up: subtotal + discounts +
 * shipping + payment + adjustment (+ tax when added) + gift card = total. Discounts and the gift card are negative.
 */
export interface OrderAmounts {
  subtotal: number;
  /** The coupon's discount, when the order carries a code that took something off. */
  coupon?: { code: string; cents: number };
  /** The automatic promotions (buy 2 and save): every discount that is not the coupon's. */
  promotions: number;
  shipping: number;
  /** What the payment method costs, and manual adjustments: both 0 in this shop unless the platform adds them. */
  payment: number;
  adjustment: number;
  tax: number;
  taxIncluded: boolean;
  giftCard: number;
  /** What the buyer pays: `total_amount_with_taxes` (the platform's `total_amount` leaves added taxes out). */
  total: number;
}

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

/** The amounts of an order (attributes of the platform's order, and its line items' `item_type` and totals). */
export function amountsOf(
  order: AmountFields,
  lines: ReadonlyArray<{ item_type?: unknown; total_amount_cents?: unknown }>,
): OrderAmounts {
  const code = typeof order.coupon_code === 'string' ? order.coupon_code.trim() : '';
  const promotionLines = lines.filter((line) => promotionLineTypes.has(String(line.item_type)));
  const couponCents = code
    ? promotionLines
        .filter((line) => couponLineTypes.has(String(line.item_type)))
        .reduce((sum, line) => sum + cents(line.total_amount_cents), 0)
    : 0;
  const discount = cents(order.discount_amount_cents);
  return {
    subtotal: cents(order.subtotal_amount_cents),
    ...(couponCents ? { coupon: { code, cents: couponCents } } : {}),
    promotions: discount - couponCents,
    shipping: cents(order.shipping_amount_cents),
    payment: cents(order.payment_method_amount_cents),
    adjustment: cents(order.adjustment_amount_cents),
    tax: cents(order.total_tax_amount_cents),
    taxIncluded: order.tax_included !== false,
    giftCard: cents(order.gift_card_amount_cents),
    total: cents(order.total_amount_with_taxes_cents ?? order.total_amount_cents),
  };
}

/** The sum of the parts an order's summary lists: equal to its total on every order the platform computes. */
export function sumOfParts(amounts: OrderAmounts): number {
  const { subtotal, coupon, promotions, shipping, payment, adjustment, tax, taxIncluded, giftCard } = amounts;
  return (
    subtotal + (coupon?.cents ?? 0) + promotions + shipping + payment + adjustment + giftCard + (taxIncluded ? 0 : tax)
  );
}

/** How an order's tax is named, as the site names it per market. */
export function taxLabel(country: string | null | undefined, taxIncluded: boolean): TaxLabel {
  const wording = taxWording(country ?? '', taxIncluded ? 'consumer' : 'business', taxIncluded);
  if (wording === 'export') return 'export';
  if (wording === 'atCheckout') return taxIncluded ? 'taxesIncluded' : 'taxesAdded';
  return wording === 'included' ? 'vatIncluded' : 'vatAdded';
}
