import type { CartRefusalCode } from './refusal';
import type { Currency } from '@/lib/markets/money';
import type { CustomerType } from '@/lib/markets/regions';
import type { StockState } from '@/lib/catalogue/products';
import type { SkuDisplay } from '@/lib/catalogue/types';
import type { TaxWording } from '@/lib/markets/tax-wording';

/** Everything the cart page shows, already formatted (and what `GET /api/cart` answers the header's count with). */
export type CartView = {
  country: string;
  shipped: boolean;
  customerType: CustomerType;
  currency: Currency;
  deliveryDays?: string;
  items: CartItemView[];
  itemCount: number;
  discounts: DiscountLineView[];
  couponCode?: string;
  notes: string;
  summary?: CartSummaryView;
  suggestions: OfferView[];
  /** Set after a move to another market: the names of the items that could not come along. */
  notMoved?: string[];
  couponDropped?: boolean;
  /** The code saved for this cart until it qualifies: its threshold, or the fixed amount it takes off, formatted. */
  savedCoupon?: { code: string; threshold?: string; amountOff?: string };
  /** A saved code (a member's from `?ref=`) that this order cannot take, and why. */
  savedCouponRefused?: SavedCouponRefusal;
  /** A code (on the order or saved) that takes nothing off until the order is over its threshold. */
  couponProgress?: CouponProgressView;
  /** Set after a change that took the code off the order: it is kept (saved) and applies again when it can. */
  couponLapsed?: CouponLapsedView;
};

/** A code that stopped applying with the last change, and where it applied: `place` a country code or customer type. */
export type CouponLapsedView = { code: string; back: 'country' | 'customerType'; place: string };

export type SavedCouponRefusal = { code: string; reason: CartRefusalCode; amount: string };

/** How far the order is from a code's threshold: amounts formatted, `percent` of the way (0–100). */
export type CouponProgressView = { code: string; threshold: string; total: string; missing: string; percent: number };

export type CartItemView = SkuDisplay & {
  id: string;
  skuCode: string;
  quantity: number;
  unitPrice: string;
  unitAmountCents: number;
  total: string;
  stock: number | null;
  stockState: StockState;
};

/** `saving`: on a promotion line, what the buy-2 promotion takes off per product, formatted (its label says so). */
export type DiscountLineView = { id: string; kind: 'coupon' | 'promotion'; amount: string; saving?: string };

export type CartSummaryView = {
  subtotal: string;
  discount?: string;
  shipping: string;
  shippingCents: number;
  tax: string;
  taxIncluded: boolean;
  /** How the market states tax (lib/markets/tax-wording.ts), and whether duties may be charged on delivery. */
  taxWording: TaxWording;
  importNote: boolean;
  total: string;
  totalCents: number;
};

/** A SKU's price and stock in the visitor's market, for the buy box and suggestions. */
export type OfferView = SkuDisplay & {
  skuCode: string;
  currency: string;
  price: string;
  amountCents: number;
  /** One of three instalments, formatted on the server so the browser builds no currency formatter to hydrate. */
  instalment: string;
  stock: number | null;
  stockState: StockState;
  customerType: CustomerType;
};

/** What `/api/cart/offers` answers and the server-rendered buy box starts from. */
export type OffersView = { shipped: boolean; customerType: CustomerType; taxWording: TaxWording; offers: OfferView[] };
