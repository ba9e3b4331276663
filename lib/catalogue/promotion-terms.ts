/**
 * The terms of the platform's promotions that the storefront states in words: read by the cart and the buy box.
 * The sandbox's seed sets up the same promotions on its own, as a merchant would on the platform; a test compares.
 */
export const promotionTerms = {
  /** The buy-2 promotion's saving per product line, in the cart's currency. */
  buyTwoSavingCents: 3900,
  /** How many of one product the buy-2 promotion needs. */
  buyTwoQuantity: 2,
  /** The newsletter code's percentage off. */
  welcomePercentage: 10,
  /** The newsletter code needs the subtotal after the other discounts to be strictly above this. */
  welcomeThresholdCents: 9900,
  /** The referral friend's discount per currency (ADR 0017: 20 € and its rounded peers). */
  referralRewardCents: { EUR: 2000, GBP: 1700, USD: 2200 },
} as const;

/** The line item types of the platform's promotions: each takes its discount off an order as a line of its own. */
export const promotionLineTypes: ReadonlySet<string> = new Set([
  'percentage_discount_promotions',
  'buy_x_pay_y_promotions',
  'fixed_amount_promotions',
  'fixed_price_promotions',
  'free_gift_promotions',
  'external_promotions',
  'flex_promotions',
]);

/** The promotions our coupons sit on: the newsletter's percentage, the referral programme's fixed amount. */
export const couponLineTypes: ReadonlySet<string> = new Set([
  'percentage_discount_promotions',
  'fixed_amount_promotions',
]);
