'use client';
import { useEffect, useLayoutEffect } from 'react';
import useSWR, { mutate, useSWRConfig } from 'swr';
import { api } from '@/lib/browser/api';
import { whenIdle } from '@/lib/browser/idle';
import type { CartView } from '@/lib/cart/types';

// The header's item count in swr's cache: the cart page and the drawer put their cart's count there, a buy box what it
// adds; every other page asks `GET /api/cart` once, and again when the shopper comes back to the tab.
const countKey = (locale: string) => `/cart?locale=${locale}`;
const fetchCount = (key: string) => api.get<CartView>(key).then((cart) => cart.itemCount);

/** Adds to the count at once (a buy box's add); returns what puts it back if the add is refused. */
export function addToCartCount(locale: string, added: number): () => void {
  let before: number | undefined;
  void mutate<number>(
    countKey(locale),
    (count) => {
      before = count;
      return count === undefined ? undefined : count + added;
    },
    { revalidate: false },
  );
  return () => void mutate(countKey(locale), before, { revalidate: false });
}

/** The cart's count as an action answered it. */
export function setCartCount(locale: string, itemCount: number) {
  void mutate(countKey(locale), itemCount, { revalidate: false });
}

/** For the parts that hold the whole cart: keeps the header's count in step with it (optimistic updates included). */
export function usePublishCartCount(locale: string, itemCount: number | undefined) {
  useLayoutEffect(() => {
    if (itemCount !== undefined) setCartCount(locale, itemCount);
  }, [locale, itemCount]);
}

/** The number of items in the visitor's cart; undefined until known. */
export function useCartCount(locale: string): number | undefined {
  const key = countKey(locale);
  const { cache } = useSWRConfig();
  const { data, mutate: ask } = useSWR(key, fetchCount, {
    revalidateOnMount: false,
    focusThrottleInterval: 5000,
    shouldRetryOnError: false,
  });
  // Asked once the page is idle, out of hydration's tasks (ADR 0085), so a cart the page holds (usePublishCartCount)
  // is used instead; the header shows no number until then, as without JavaScript (ADR 0075).
  useEffect(
    () =>
      whenIdle(() => {
        if (cache.get(key)?.data === undefined) void ask();
      }),
    [cache, key, ask],
  );
  return data;
}
