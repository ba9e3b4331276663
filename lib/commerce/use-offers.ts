'use client';
import { useEffect, useState } from 'react';
import { api } from '@/lib/browser/api';
import type { OffersView } from '@/lib/commerce/cart-types';

type Fetched = { key: string; data?: OffersView; error?: unknown };

/** A SKU's offer in the visitor's market: the server render's when there is one (fresher), else asked once. */
export function useOffers(locale: string, skuCode: string, initial: OffersView | undefined) {
  const key = initial ? undefined : `/cart/offers?locale=${locale}&skus=${skuCode}`;
  const [fetched, setFetched] = useState<Fetched>();
  useEffect(() => {
    if (!key) return;
    let current = true;
    api.request<OffersView>('GET', key).then(
      (data) => current && setFetched({ key, data }),
      (error: unknown) => current && setFetched({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const answer = fetched?.key === key ? fetched : undefined;
  return { data: initial ?? answer?.data, error: answer?.error, isLoading: Boolean(key) && !answer };
}
