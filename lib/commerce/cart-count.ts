'use client';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { cartKey, fetchCart } from '@/lib/commerce/cart-api';
import type { CartView } from '@/lib/commerce/cart-types';

// The header's item count without a data library: the cart page publishes its cart's count here and holds off the
// header's own request, a buy box reports what it added; every other page asks once, and again on focus.
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
  request = fetchCart(cartKey(locale)).then(
    (cart) => publish(cart.itemCount),
    () => undefined,
  );
  void request.finally(() => (request = undefined));
}

/** Adds to the count at once while `change` runs, then shows the cart it answers with (the old count if it fails). */
export async function changeCart(change: Promise<CartView>, added: number): Promise<CartView> {
  const before = count;
  if (before !== undefined) publish(before + added);
  try {
    const cart = await change;
    publish(cart.itemCount);
    return cart;
  } catch (failure) {
    if (before !== undefined) publish(before);
    throw failure;
  }
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
