'use client';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { apiBaseUrl } from '@/lib/browser/api-base';
import type { CartView } from '@/lib/cart/types';

// The header's item count without a data library: the cart page publishes its cart's count here and holds off the
// header's own request, a buy box reports what it added; every other page asks `GET /api/cart` once, and on focus.
const focusThrottleMs = 5000;
const listeners = new Set<() => void>();
let count: number | undefined;
let request: Promise<void> | undefined;
let lastAskedAt = 0;
let fullCartViews = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

function ask(locale: string) {
  if (fullCartViews > 0 || request) return;
  lastAskedAt = Date.now();
  // A plain GET, as the consent record's POST: the API client and its loading bar stay out of every page's first load.
  request = fetch(`${apiBaseUrl}/cart?locale=${locale}`, {
    headers: { Accept: 'application/json' },
  })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`cart ${response.status}`))))
    .then(
      (cart: CartView) => publish(cart.itemCount),
      () => undefined,
    );
  void request.finally(() => (request = undefined));
}

/** Adds to the count at once (a buy box's add); returns what puts it back if the add is refused. */
export function addToCartCount(added: number): () => void {
  const before = count;
  if (before !== undefined) publish(before + added);
  return () => {
    if (before !== undefined) publish(before);
  };
}

/** The cart's count as an action answered it. */
export function setCartCount(itemCount: number) {
  publish(itemCount);
}

/** For the hook that holds the whole cart: keeps the header's count in step with it (optimistic updates included). */
export function usePublishCartCount(itemCount: number | undefined) {
  useLayoutEffect(() => {
    fullCartViews += 1;
    return () => {
      fullCartViews -= 1;
    };
  }, []);
  useEffect(() => {
    if (itemCount !== undefined) publish(itemCount);
  }, [itemCount]);
}

/** The number of items in the visitor's cart; undefined until known. */
export function useCartCount(locale: string): number | undefined {
  const value = useSyncExternalStore(
    subscribe,
    () => count,
    () => undefined,
  );
  useEffect(() => {
    ask(locale);
    const onFocus = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastAskedAt > focusThrottleMs) ask(locale);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [locale]);
  return value;
}
