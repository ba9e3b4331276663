import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { placeOf } from '@/lib/commerce/cart-service';
import { currentCartRequest, currentOffer } from '@/lib/commerce/server';

/** The fridge purifier the calculator prices (the commerce SKU of the `freshly` product page). */
const freshlySku = 'FRESHLY-01';

export type SavingsPrice = {
  currency: string;
  /** Freshly's live price in the visitor's market, whole units with decimals; null when the shop cannot say. */
  price: number | null;
  /** The same price as the shop formats it for the language. */
  formattedPrice: string | null;
};

/** The visitor's market currency and Freshly's live price in it (once per render). */
export const savingsPrice = cache(async (locale: Locale): Promise<SavingsPrice> => {
  const [request, current] = await Promise.all([currentCartRequest(locale), currentOffer(locale, freshlySku)]);
  const offer = current?.offer;
  if (offer && offer.amountCents > 0) {
    return { currency: offer.currency, price: offer.amountCents / 100, formattedPrice: offer.price };
  }
  return { currency: placeOf(request).market.currency, price: null, formattedPrice: null };
});
