/** Attributes a create must carry, per type (the platform's mandatory fields that matter here). */
export const REQUIRED: Record<string, string[]> = {
  skus: ['code', 'name'],
  markets: ['name'],
  price_lists: ['name', 'currency_code'],
  prices: ['amount_cents'],
  addresses: ['line_1', 'city', 'zip_code', 'country_code', 'phone'],
  customers: ['email'],
  webhooks: ['topic', 'callback_url'],
  coupons: ['code'],
  shipping_methods: ['name'],
  stock_locations: ['name'],
  stock_items: ['quantity'],
  tags: ['name'],
  customer_groups: ['name'],
  imports: ['resource_type', 'inputs'],
  exports: ['resource_type'],
  cleanups: ['resource_type'],
  line_items: ['quantity'],
};

/** Attributes that must be unique within their type. */
export const UNIQUE: Record<string, string[]> = {
  skus: ['code'],
  markets: ['code'],
  coupons: ['code'],
  customers: ['email'],
  gift_cards: ['code'],
  tags: ['name'],
};

export const EMAIL_ATTRIBUTES = ['email', 'customer_email'];
