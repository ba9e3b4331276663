import { pushDataLayer } from '@/lib/analytics/data-layer';

export type EcommerceItem = { item_id: string; item_name: string; price: number; quantity: number };

/** GA4-shaped ecommerce event; the previous ecommerce object is cleared first, as the tag manager expects. */
export function pushEcommerce(
  event: 'view_item' | 'add_to_cart' | 'begin_checkout',
  currency: string,
  items: EcommerceItem[],
  value?: number,
) {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event,
    ecommerce: {
      currency,
      value: value ?? items.reduce((sum, item) => sum + item.price * item.quantity, 0),
      items,
    },
  });
}
