import type { OffersView } from './cart-types';
import { placeOf, type CartRequest } from './cart-service';
import { offerView } from './cart-view';
import { getOffers } from './catalog';
import { taxWording } from './tax-wording';

/** Price and stock of some SKUs in the market of the request's place, formatted for its language. */
export async function offersFor(request: CartRequest, skuCodes: readonly string[]): Promise<OffersView> {
  const place = placeOf(request);
  const offers = await getOffers(place.market.code, skuCodes);
  return {
    shipped: place.shipped,
    customerType: place.market.customerType,
    taxWording: taxWording(place.country, place.market.customerType),
    offers: [...offers.values()].map((offer) => offerView(offer, request.locale, place.market.customerType)),
  };
}
