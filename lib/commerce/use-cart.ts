'use client';
import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { CartView } from '@/lib/commerce/cart-types';
import { cartKey, fetchCart } from '@/lib/commerce/cart-api';

/** The visitor's cart, shared by the header indicator, buy boxes and the cart page. */
export function useCart(fallbackData?: CartView) {
  const locale = useLocale();
  return useSWR<CartView>(cartKey(locale), fetchCart, {
    fallbackData,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}
