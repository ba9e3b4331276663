'use client';
import { usePublishCartCount } from '@/lib/cart/client';

/** Gives the header the cart page's count at once, before the cart's own code has loaded. */
export function CartCountPublisher({ itemCount }: { itemCount: number }) {
  usePublishCartCount(itemCount);
  return null;
}
