import type { OffersView } from './types';
import { placeOf, type CartRequest } from '@/lib/cart/server';
import { offerView } from './view';
import { getOffers } from '@/lib/catalogue/server';
import { taxWording } from '@/lib/markets/tax-wording';

/**
 * Price and stock of some SKUs in the market of the request's place, formatted for its language; `fresh` for a page
 * render, which must not cache what this process read seconds before a stock change (ADR 0063).
 */
export async function offersFor(
  request: CartRequest,
  skuCodes: readonly string[],
  options?: { fresh?: boolean },
): Promise<OffersView> {
  const place = placeOf(request);
  const offers = await getOffers(place.market.code, skuCodes, options);
  return {
    shipped: place.shipped,
    customerType: place.market.customerType,
    taxWording: taxWording(place.country, place.market.customerType),
    offers: [...offers.values()].map((offer) => offerView(offer, request.locale, place.market.customerType)),
  };
}
