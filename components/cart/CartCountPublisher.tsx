'use client';
import { usePublishCartCount } from '@/lib/commerce/cart-count';

/** Gives the header the cart page's count at once, before the cart's own code has loaded. */
export function CartCountPublisher({ itemCount }: { itemCount: number }) {
  usePublishCartCount(itemCount);
  return null;
}
