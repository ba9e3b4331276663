import { ref, type Rec, type Store } from '../db/store';

/** The promotions as the merchant set them up on the platform; the shop states the same terms (a test compares). */
export const promotionTerms = {
  buyTwoSavingCents: 3900,
  buyTwoQuantity: 2,
  welcomePercentage: 10,
  welcomeThresholdCents: 9900,
  referralRewardCents: { EUR: 2000 },
} as const;

const COUPONS = { welcome: 'WELCOME10', friend: 'FRIEND20' };

/** The three storefront promotions (all markets): newsletter 10 % over 99, buy 2 → 39 off, referral 20 off. */
export async function seedPromotions(store: Store, products: Rec): Promise<void> {
  const starts_at = '2024-01-01T00:00:00.000Z';
  const expires_at = '2099-12-31T23:59:59.000Z';
  const welcome = await store.insert('percentage_discount_promotions', {
    name: 'Newsletter 10% over 99',
    percentage: promotionTerms.welcomePercentage,
    starts_at,
    expires_at,
    total_usage_limit: null,
    total_usage_count: 0,
    active: true,
    disabled_at: null,
  });
  const amountRule = await store.insert(
    'order_amount_promotion_rules',
    { order_amount_cents: promotionTerms.welcomeThresholdCents, use_subtotal: true },
    { promotion: ref(welcome) },
  );
  const welcomeCodes = await store.insert('coupon_codes_promotion_rules', {}, { promotion: ref(welcome) });
  welcome.relationships.order_amount_promotion_rule = ref(amountRule);
  welcome.relationships.coupon_codes_promotion_rule = ref(welcomeCodes);
  await store.save(welcome);
  await store.insert(
    'coupons',
    { code: COUPONS.welcome, usage_limit: null, usage_count: 0, customer_single_use: false },
    { promotion_rule: ref(welcomeCodes) },
  );

  const buy2 = await store.insert(
    'buy_x_pay_y_promotions',
    {
      name: 'Buy 2 of one product, save 39',
      x: promotionTerms.buyTwoQuantity,
      y: promotionTerms.buyTwoQuantity,
      discount_cents_per_line: promotionTerms.buyTwoSavingCents,
      starts_at,
      expires_at,
      total_usage_count: 0,
      active: true,
      disabled_at: null,
      // How the hosted checkout names it to a shopper, as the shop's cart does (its own name is the merchant's).
      metadata: {
        names: { en: 'Buy 2 of one product', de: '2 gleiche Produkte', it: '2 pezzi dello stesso prodotto' },
      },
    },
    { sku_list: ref(products) },
  );
  await store.save(buy2);

  const referral = await store.insert('fixed_amount_promotions', {
    name: 'Referral 20 off',
    fixed_amount_cents: promotionTerms.referralRewardCents.EUR,
    starts_at,
    expires_at,
    total_usage_count: 0,
    active: true,
    disabled_at: null,
  });
  const referralCodes = await store.insert('coupon_codes_promotion_rules', {}, { promotion: ref(referral) });
  referral.relationships.coupon_codes_promotion_rule = ref(referralCodes);
  await store.save(referral);
  await store.insert(
    'coupons',
    { code: COUPONS.friend, usage_limit: null, usage_count: 0, customer_single_use: false },
    { promotion_rule: ref(referralCodes) },
  );
}
