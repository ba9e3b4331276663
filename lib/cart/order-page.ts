import type { Locale } from '@/lib/i18n/locales';

/** The absolute address where a shopper follows one placed order, in their language (a fresh opaque link). */
type OrderPage = (locale: Locale, orderId: string) => Promise<string>;

// On globalThis, as the coupon rules: the startup module that registers it and the actions may be bundled apart.
const key = Symbol.for('viridea.orderPage');
const store = globalThis as typeof globalThis & { [key]?: OrderPage };

/**
 * Names the order page the hosted checkout sends a shopper back to (lib/orders' opaque status link, registered in
 * instrumentation.ts), so the cart imports nothing of lib/orders, which imports the cart.
 */
export function registerOrderPage(page: OrderPage): void {
  store[key] = page;
}

/** The order's page as its `return_url`; undefined when no feature registered one (the shop's home then). */
export async function orderPageUrl(locale: Locale, orderId: string): Promise<string | undefined> {
  return store[key]?.(locale, orderId);
}
