/** The order payment-source types (one per gateway, plus wire transfers) a checkout may create. */
export const PAYMENT_SOURCE_TYPES = [
  'adyen_payments',
  'axerve_payments',
  'braintree_payments',
  'checkout_com_payments',
  'external_payments',
  'klarna_payments',
  'paypal_payments',
  'satispay_payments',
  'stripe_payments',
  'wire_transfers',
];
