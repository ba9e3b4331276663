'use client';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import type { CartView } from '@/lib/commerce/cart-types';
import { cartKey, fetchCart } from '@/lib/commerce/cart-api';
import { usePublishCartCount } from '@/lib/commerce/cart-count';

/** The visitor's cart on the cart page; the header's count follows it (lib/commerce/cart-count). */
export function useCart(fallbackData?: CartView) {
  const locale = useLocale();
  const cart = useSWR<CartView>(cartKey(locale), fetchCart, {
    fallbackData,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
  const { mutate } = cart;
  // This request's server-rendered cart is newer than a cached one (buy boxes change the cart without this cache).
  useEffect(() => {
    if (fallbackData) void mutate(fallbackData, { revalidate: false });
  }, [fallbackData, mutate]);
  usePublishCartCount(cart.data?.itemCount);
  return cart;
}
