import type { ReferralRefusal } from '@/lib/referral/friend';
import type { Currency, CustomerType } from './markets';
import type { StockState } from './products';

/** What `/api/cart` answers: everything the cart page and the header indicator show, already formatted. */
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
  /** Set after a move to another market: SKUs that could not come along. */
  notMoved?: string[];
  couponDropped?: boolean;
  /** The code saved for this cart until it qualifies; `threshold` and a member code's `referralAmount` formatted. */
  savedCoupon?: { code: string; threshold: string; referralAmount?: string };
  /** A member's code from `?ref=` that this order cannot take, and why. */
  savedCouponRefused?: SavedCouponRefusal;
};

export type SavedCouponRefusal = { code: string; reason: ReferralRefusal | 'couponInvalid'; amount: string };

export type CartItemView = {
  id: string;
  skuCode: string;
  name: string;
  quantity: number;
  unitPrice: string;
  unitAmountCents: number;
  total: string;
  stock: number | null;
  stockState: StockState;
};

export type DiscountLineView = { id: string; kind: 'coupon' | 'promotion'; amount: string };

type CartSummaryView = {
  subtotal: string;
  discount?: string;
  shipping: string;
  shippingCents: number;
  tax: string;
  taxIncluded: boolean;
  total: string;
  totalCents: number;
};

/** A SKU's price and stock in the visitor's market, for the buy box and suggestions. */
export type OfferView = {
  skuCode: string;
  name: string;
  currency: string;
  price: string;
  amountCents: number;
  stock: number | null;
  stockState: StockState;
  customerType: CustomerType;
};

/** What `/api/cart/offers` answers and the server-rendered buy box starts from. */
export type OffersView = { shipped: boolean; customerType: CustomerType; offers: OfferView[] };
