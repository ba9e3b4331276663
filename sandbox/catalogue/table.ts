// Relationship table of commerce-api.md §3, one type per line; promotion, payment and gateway
// families are expanded. Lines marked "+" add relationships the spec names elsewhere (§7) or the
// sandbox needs to link its own records.
const PROMOTION =
  'market, order_amount_promotion_rule, sku_list_promotion_rule, coupon_codes_promotion_rule, custom_promotion_rule, coupons, sku_list, skus, attachments, events, tags, versions';
const PAYMENT = 'order, payment_gateway, versions';

export const RELATIONSHIP_TABLE = `
addresses: geocoder, events, tags, versions +
adjustments:
applications:
tags:
versions:
cleanups:
exports:
imports:
events: webhooks, last_event_callbacks +
event_callbacks: webhook +
geocoders: addresses +
carrier_accounts:
bing_geocoders: addresses +
google_geocoders: addresses +
adyen_gateways: payment_methods, versions, adyen_payments +
axerve_gateways: payment_methods, versions, axerve_payments +
braintree_gateways: payment_methods, versions, braintree_payments +
checkout_com_gateways: payment_methods, versions, checkout_com_payments +
external_gateways: payment_methods, versions, external_payments +
avalara_accounts: markets, attachments, versions +
billing_info_validation_rules:
external_tax_calculators: markets, attachments, versions +
organizations:
inventory_models: inventory_stock_locations, inventory_return_locations, attachments, versions +
customer_password_resets: customer +
customer_subscriptions: customer +
customers: customer_group, customer_addresses, customer_payment_sources, customer_subscriptions, orders, order_subscriptions, returns, sku_lists, attachments, events, tags
customer_addresses: customer, address
coupons: promotion_rule, coupon_recipient, events, tags, versions
gift_cards: market, gift_card_recipient, attachments, events, tags, versions
bundles: market, sku_list, skus
buy_x_pay_y_promotions: ${PROMOTION}
fixed_amount_promotions: ${PROMOTION}
fixed_price_promotions: ${PROMOTION}
free_gift_promotions: ${PROMOTION}
free_shipping_promotions: ${PROMOTION.replace(' skus,', '')}
percentage_discount_promotions: ${PROMOTION}
external_promotions: ${PROMOTION}
promotions: ${PROMOTION}
in_stock_subscriptions: market, customer, sku
delivery_lead_times: stock_location, shipping_method
adyen_payments: ${PAYMENT}
axerve_payments: ${PAYMENT}
braintree_payments: ${PAYMENT}
checkout_com_payments: ${PAYMENT}
external_payments: ${PAYMENT}, wallet
klarna_payments: ${PAYMENT}
paypal_payments: ${PAYMENT}
satispay_payments: ${PAYMENT}
stripe_payments: ${PAYMENT}
inventory_return_locations: stock_location, inventory_model, versions
inventory_stock_locations: stock_location, inventory_model, versions
klarna_gateways: payment_methods, versions, klarna_payments
paypal_gateways: payment_methods, versions, paypal_payments
satispay_gateways: payment_methods, versions, satispay_payments
stripe_gateways: payment_methods, versions, stripe_payments
manual_gateways: payment_methods, versions
line_item_options: line_item, sku_option, events, tags
line_items: order, line_item_options, return_line_items, stock_reservations, stock_line_items, stock_transfers, events, tags, item +
manual_tax_calculators: markets, attachments, versions, tax_rules
markets: merchant, price_list, inventory_model, subscription_model, tax_calculator, customer_group, attachments, versions
merchants: address, attachments, versions
order_amount_promotion_rules: versions, promotion +
order_copies: source_order, target_order, events, order_subscription
recurring_order_copies: source_order, target_order, events, order_subscription
order_factories: source_order, target_order, events
order_subscription_items: order_subscription, source_line_item, item +
order_subscriptions: market, subscription_model, source_order, customer, customer_payment_source, order_subscription_items, order_factories, recurring_order_copies, orders, events, versions
order_validation_rules: market, attachments, versions
orders: market, customer, shipping_address, billing_address, available_payment_methods, available_customer_payment_sources, available_free_skus, available_free_bundles, payment_method, line_items, line_item_options, stock_reservations, stock_line_items, stock_transfers, shipments, payment_options, authorizations, captures, voids, refunds, returns, order_subscription, order_subscriptions, order_factories, order_copies, recurring_order_copies, attachments, events, tags, versions
packages: stock_location, parcels, attachments, versions
parcel_line_items: parcel, stock_line_item, versions
parcels: shipment, package, parcel_line_items, attachments, events, versions
payment_gateways: payment_methods, versions
payment_methods: market, payment_gateway, attachments, versions
payment_options: order, attachments
price_frequency_tiers: price, attachments, versions, events
price_volume_tiers: price, attachments, versions, events
price_tiers: price, attachments, versions
price_lists: prices, attachments, versions
prices: price_list, sku, price_tiers, price_volume_tiers, price_frequency_tiers, attachments, versions
promotion_rules: versions, promotion +
refunds: order, attachments, events, versions, reference_capture
voids: order, attachments, events, versions, reference_authorization
transactions: order, attachments, events, versions
reserved_stocks: stock_item, sku, stock_reservations
return_line_items: return, line_item
returns: order, customer, stock_location, origin_address, destination_address, return_line_items, attachments, events, tags, versions
shipments: order, shipping_category, inventory_stock_location, stock_location, origin_address, shipping_address, shipping_method, delivery_lead_time, stock_line_items, stock_transfers, available_shipping_methods, carrier_accounts, parcels, attachments, events, tags, versions
shipping_categories: skus, attachments, versions
shipping_method_tiers: shipping_method, attachments, versions
shipping_methods: market, shipping_zone, shipping_category, stock_location, delivery_lead_time_for_shipment, shipping_method_tiers, shipping_weight_tiers, attachments, versions
shipping_weight_tiers: shipping_method, attachments, versions
shipping_zones: attachments, versions
sku_list_items: sku_list, sku, versions
sku_list_promotion_rules: versions, sku_list, skus, promotion +
sku_lists: customer, skus, sku_list_items, bundles, attachments, versions
sku_options: market, attachments, events, tags, versions
skus: shipping_category, prices, stock_items, stock_reservations, delivery_lead_times, sku_options, attachments, events, tags, versions
stock_items: stock_location, sku, reserved_stock, stock_reservations, attachments, versions
stock_line_items: shipment, line_item, stock_item, sku, versions
stock_locations: address, inventory_stock_locations, inventory_return_locations, stock_items, stock_transfers, attachments, versions
stock_reservations: line_item, order, stock_item, reserved_stock, sku
stock_transfers: sku, origin_stock_location, destination_stock_location, shipment, line_item, events, versions
subscription_models: markets, order_subscriptions, attachments
tax_calculators: markets, attachments, versions
tax_categories: sku, tax_calculator, attachments, versions +
tax_rules: manual_tax_calculator, versions
taxjar_accounts: markets, attachments, versions, tax_categories
webhooks: last_event_callbacks, versions
wire_transfers: order, versions
customer_groups: customers, markets, attachments, versions +
customer_payment_sources: customer, payment_method, versions +
attachments: attachable +
coupon_recipients: customer, attachments, versions +
gift_card_recipients: customer, attachments, versions +
coupon_codes_promotion_rules: versions, coupons, promotion +
custom_promotion_rules: versions, promotion +
authorizations: order, attachments, events, versions, captures, voids +
captures: order, attachments, events, versions, reference_authorization, refunds +
`;
