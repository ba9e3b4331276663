'use client';
import useSWR from 'swr';
import { api } from '@/lib/browser/api';
import type { OffersView } from '@/lib/cart/types';

/**
 * A SKU's offer in the visitor's market: the server render's when there is one, else asked once per page and SKU
 * (boxes of one SKU share the answer); asked again when the shopper comes back to the tab, so stock a cached page
 * shows catches up.
 */
export function useOffers(locale: string, skuCode: string, initial: OffersView | undefined) {
  const { data, error, isLoading } = useSWR(`/cart/offers?locale=${locale}&skus=${skuCode}`, api.get<OffersView>, {
    fallbackData: initial,
    revalidateOnMount: !initial,
    revalidateOnFocus: true,
    focusThrottleInterval: 60_000,
    shouldRetryOnError: false,
  });
  return { data, error: error as unknown, isLoading };
}
