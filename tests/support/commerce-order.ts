import type { LineItem, Order } from '@commercelayer/sdk';

const stamp = '2026-01-01T00:00:00.000Z';

/** An order as the platform returns it: the given fields over those every order has. */
export const orderOf = (fields: Partial<Order> & Pick<Order, 'id'>): Order => ({
  type: 'orders',
  status: 'pending',
  payment_status: 'unpaid',
  fulfillment_status: 'unfulfilled',
  created_at: stamp,
  updated_at: stamp,
  ...fields,
});

/** A line of an order as the platform returns it: the given fields over those every line has. */
export const lineItemOf = (fields: Partial<LineItem> & Pick<LineItem, 'id' | 'quantity'>): LineItem => ({
  type: 'line_items',
  total_amount_float: (fields.total_amount_cents ?? 0) / 100,
  tax_amount_float: 0,
  created_at: stamp,
  updated_at: stamp,
  ...fields,
});
