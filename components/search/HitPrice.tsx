'use client';

import { useOffers } from '@/lib/cart/use-offers';

type Props = { locale: string; sku: string; className?: string };

/** A product's price in the visitor's market, asked as a buy box asks it (one request per SKU and page). */
export function HitPrice({ locale, sku, className }: Props) {
  const { data } = useOffers(locale, sku, undefined);
  const price = data?.offers.find((offer) => offer.skuCode === sku)?.price;
  return price ? <span className={className}>{price}</span> : null;
}
