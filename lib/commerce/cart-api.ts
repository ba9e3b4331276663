import { api } from '@/lib/browser/api';
import { HttpError } from '@/lib/browser/http';
import type { CartView, OffersView } from '@/lib/commerce/cart-types';
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

// Keys are paths under the app's API base; requests go through `api`, so they drive the loading bar.
export const cartKey = (locale: string) => `/cart?locale=${locale}`;

async function call<T>(method: string, path: string, body?: Record<string, unknown>): Promise<T> {
  try {
    return await api.request<T>(method, path, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const answer = (error.body ?? {}) as { error?: string; code?: string };
    throw new CartRequestError(answer.error ?? error.message, answer.code ?? 'service', error.status);
  }
}

const send = <T>(method: string, path: string, locale: string, body?: Record<string, unknown>) =>
  call<T>(method, `${path}?locale=${locale}`, body);

export const fetchCart = (key: string) => call<CartView>('GET', key);

export const fetchOffers = (key: string) => call<OffersView>('GET', key);
export const offersKey = (locale: string, skus: readonly string[]) =>
  `/cart/offers?locale=${locale}&skus=${skus.join(',')}`;

export const cartApi = {
  add: (locale: string, skuCode: string, quantity: number) =>
    send<CartView>('POST', '/cart/items', locale, { skuCode, quantity }),
  setQuantity: (locale: string, lineId: string, quantity: number) =>
    send<CartView>('PATCH', `/cart/items/${encodeURIComponent(lineId)}`, locale, { quantity }),
  remove: (locale: string, lineId: string) =>
    send<CartView>('DELETE', `/cart/items/${encodeURIComponent(lineId)}`, locale),
  notes: (locale: string, notes: string) => send<CartView>('PUT', '/cart/notes', locale, { notes }),
  applyCoupon: (locale: string, code: string) => send<CartView>('PUT', '/cart/coupon', locale, { code }),
  removeCoupon: (locale: string) => send<CartView>('DELETE', '/cart/coupon', locale),
  place: (locale: string, change: { country?: string; customerType?: CustomerType }) =>
    send<CartView>('PUT', '/cart/place', locale, change),
  checkout: (locale: string) => send<{ url: string }>('POST', '/checkout', locale),
};
