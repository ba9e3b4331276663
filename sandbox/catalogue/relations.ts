export interface Relation {
  name: string;
  target: string;
  many: boolean;
  /** Points at a record of any type (attachments.attachable). */
  polymorphic?: boolean;
}

const TARGETS: Record<string, string> = {
  shipping_address: 'addresses',
  billing_address: 'addresses',
  origin_address: 'addresses',
  destination_address: 'addresses',
  source_order: 'orders',
  target_order: 'orders',
  reference_capture: 'captures',
  reference_authorization: 'authorizations',
  origin_stock_location: 'stock_locations',
  destination_stock_location: 'stock_locations',
  available_payment_methods: 'payment_methods',
  available_customer_payment_sources: 'customer_payment_sources',
  available_free_skus: 'skus',
  available_free_bundles: 'bundles',
  available_shipping_methods: 'shipping_methods',
  last_event_callbacks: 'event_callbacks',
  delivery_lead_time_for_shipment: 'delivery_lead_times',
  source_line_item: 'line_items',
  wallet: 'customer_payment_sources',
  item: 'skus',
};

function pluralize(name: string): string {
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (name.endsWith('ss')) return `${name}es`;
  return `${name}s`;
}

const POLYMORPHIC = new Set(['attachable']);

export function describeRelation(name: string): Relation {
  if (POLYMORPHIC.has(name)) return { name, many: false, target: 'attachments', polymorphic: true };
  const many = name.endsWith('s') && !name.endsWith('ss');
  return { name, many, target: TARGETS[name] ?? (many ? name : pluralize(name)) };
}
