'use client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api } from '@/lib/browser/api';
import type { OffersView } from '@/lib/commerce/cart-types';

const focusThrottleMs = 60_000;

type Entry = { data?: OffersView; error?: unknown; loading: boolean; askedAt: number; listeners: Set<() => void> };
type Snapshot = Pick<Entry, 'data' | 'error' | 'loading'>;

// One entry per offers URL, so the boxes of one SKU on a page share a request and its answer (no data library:
// this is all the buy box needs, and it keeps a few kilobytes out of every page with a buy box).
const entries = new Map<string, Entry>();
const snapshots = new Map<string, Snapshot>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { loading: false, askedAt: 0, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(key: string, entry: Entry, change: Partial<Entry>) {
  Object.assign(entry, change);
  snapshots.set(key, { data: entry.data, error: entry.error, loading: entry.loading });
  entry.listeners.forEach((listener) => listener());
}

function ask(key: string) {
  const entry = entryFor(key);
  if (entry.loading) return;
  publish(key, entry, { loading: true, askedAt: Date.now() });
  api.request<OffersView>('GET', key).then(
    (data) => publish(key, entry, { data, error: undefined, loading: false }),
    (error: unknown) => publish(key, entry, { error, loading: false }),
  );
}

/**
 * A SKU's offer in the visitor's market: the server render's when there is one, else asked once per page and SKU
 * (boxes of one SKU share the answer); asked again when the shopper comes back to the tab, at most once a minute,
 * so stock a cached page shows catches up.
 */
export function useOffers(locale: string, skuCode: string, initial: OffersView | undefined) {
  const key = `/cart/offers?locale=${locale}&skus=${skuCode}`;
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = entryFor(key);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [key],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshots.get(key),
    () => undefined,
  );
  const hasInitial = initial !== undefined;
  useEffect(() => {
    const entry = entryFor(key);
    if (hasInitial) entry.askedAt ||= Date.now();
    else if (!entry.askedAt) ask(key);
    const onFocus = () => {
      if (document.visibilityState === 'visible' && Date.now() - entryFor(key).askedAt > focusThrottleMs) ask(key);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [key, hasInitial]);
  const data = snapshot?.data ?? initial;
  const error = snapshot?.error;
  return { data, error, isLoading: Boolean(snapshot?.loading) && !data };
}
