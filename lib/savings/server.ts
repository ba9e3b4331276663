import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { placeOf } from '@/lib/cart/server';
import { placeOffer, renderPlace } from '@/lib/market-variants/server';

/** The fridge purifier the calculator prices (the commerce SKU of the `freshly` product page). */
const freshlySku = 'FRESHLY-01';

export type SavingsPrice = {
  currency: string;
  /** Freshly's live price in the visitor's market, whole units with decimals; null when the shop cannot say. */
  price: number | null;
  /** The same price as the shop formats it for the language. */
  formattedPrice: string | null;
};

/** The market currency of the page's market variant and Freshly's live price in it (once per render, ADR 0023). */
export const savingsPrice = cache(async (locale: Locale): Promise<SavingsPrice> => {
  const offer = (await placeOffer(locale, freshlySku))?.offer;
  if (offer && offer.amountCents > 0) {
    return { currency: offer.currency, price: offer.amountCents / 100, formattedPrice: offer.price };
  }
  const place = renderPlace(locale);
  const { market } = placeOf({ cookie: { ...place }, locale, origin: '' });
  return { currency: market.currency, price: null, formattedPrice: null };
});
