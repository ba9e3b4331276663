import type { CartView, OfferView } from '@/lib/commerce/cart-types';
import type { CustomerType } from '@/lib/commerce/markets';

/** A refused cart call, carrying the localized message the route handler answered with. */
export class CartRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const cartKey = (locale: string) => `/api/cart?locale=${locale}`;

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string; code?: string };
  if (!response.ok) throw new CartRequestError(body.error ?? response.statusText, body.code ?? 'service', response.status);
  return body;
}

const send = <T>(method: string, path: string, locale: string, body?: unknown) =>
  call<T>(`${path}?locale=${locale}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });

export const fetchCart = (url: string) => call<CartView>(url);

export type OffersResponse = { shipped: boolean; customerType: CustomerType; offers: OfferView[] };
export const fetchOffers = (url: string) => call<OffersResponse>(url);
export const offersKey = (locale: string, skus: readonly string[]) => `/api/cart/offers?locale=${locale}&skus=${skus.join(',')}`;

export const cartApi = {
  add: (locale: string, skuCode: string, quantity: number) => send<CartView>('POST', '/api/cart/items', locale, { skuCode, quantity }),
  setQuantity: (locale: string, lineId: string, quantity: number) =>
    send<CartView>('PATCH', `/api/cart/items/${encodeURIComponent(lineId)}`, locale, { quantity }),
  remove: (locale: string, lineId: string) => send<CartView>('DELETE', `/api/cart/items/${encodeURIComponent(lineId)}`, locale),
  notes: (locale: string, notes: string) => send<CartView>('PUT', '/api/cart/notes', locale, { notes }),
  applyCoupon: (locale: string, code: string) => send<CartView>('PUT', '/api/cart/coupon', locale, { code }),
  removeCoupon: (locale: string) => send<CartView>('DELETE', '/api/cart/coupon', locale),
  place: (locale: string, change: { country?: string; customerType?: CustomerType }) =>
    send<CartView>('PUT', '/api/cart/place', locale, change),
  checkout: (locale: string) => send<{ url: string }>('POST', '/api/checkout', locale),
};
