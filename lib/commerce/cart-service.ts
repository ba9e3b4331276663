import 'server-only';
import type { Order } from '@commercelayer/sdk';
import { consumeLimit } from '@/lib/http/rate-limit';
import { pathFor } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/locales';
import {
  addSku,
  createOrder,
  moveOrder,
  removeLine,
  retrieveOpenOrder,
  setLineQuantity,
  skuLines,
  updateOrder,
  type OrderLinks,
} from './cart';
import type { CartCookie } from './cart-cookie';
import { asCartProblem, CartProblem } from './cart-problem';
import type { CartView } from './cart-types';
import { cartView, type CartPlace } from './cart-view';
import { getOffers } from './catalog';
import { checkoutUrl } from './checkout';
import {
  defaultCountryForLocale,
  marketForCountry,
  normalizeCountry,
  parseMarketCode,
  type CustomerType,
} from './markets';
import { suggestionsFor } from './products';

/** One visitor request: cart cookie, page language, a geolocated country if any, site origin, rate-limit key. */
export type CartRequest = { cookie: CartCookie; locale: Locale; geoCountry?: string; origin: string; client?: string };
export type CartResult = { cookie: CartCookie; view: CartView };

export function placeOf({ cookie, locale, geoCountry }: CartRequest): CartPlace {
  const customerType = cookie.customerType ?? 'consumer';
  const localeCountry = defaultCountryForLocale(locale);
  const country = cookie.country ?? normalizeCountry(geoCountry) ?? localeCountry;
  const selected = marketForCountry(country, customerType);
  const previous = parseMarketCode(cookie.market ?? '');
  const fallback = previous?.customerType === customerType ? previous : marketForCountry(localeCountry, customerType);
  return { country, shipped: Boolean(selected), market: (selected ?? fallback)! };
}

function orderLinks(request: CartRequest, place: CartPlace): OrderLinks {
  const home = pathFor(request.locale, { pathname: '/' });
  const cart = pathFor(request.locale, { pathname: '/cart' });
  return {
    languageCode: request.locale,
    returnUrl: `${request.origin}${home}`,
    cartUrl: `${request.origin}${cart}`,
    country: place.country,
  };
}

async function currentOrder(request: CartRequest, place: CartPlace): Promise<Order | undefined> {
  const { orderId, market } = request.cookie;
  if (!orderId || market !== place.market.code) return undefined;
  return retrieveOpenOrder(market, orderId);
}

async function render(request: CartRequest, place: CartPlace, order: Order | undefined): Promise<CartResult> {
  const skus = skuLines(order).map((line) => line.sku_code as string);
  const suggestions = suggestionsFor(skus);
  const offers = await getOffers(place.market.code, [...new Set([...skus, ...suggestions])]);
  const cookie: CartCookie = {
    orderId: order?.id,
    market: place.market.code,
    country: place.country,
    customerType: place.market.customerType,
  };
  return { cookie, view: cartView(place, order, offers, suggestions, request.locale) };
}

/** Every order a visitor's request makes the platform create counts against their limit (library calls do not). */
async function newOrder(request: CartRequest, place: CartPlace): Promise<Order> {
  if (request.client) await consumeLimit('orderCreation', request.client);
  return createOrder(place.market.code, orderLinks(request, place));
}

export async function getCart(request: CartRequest): Promise<CartResult> {
  const place = placeOf(request);
  return render(request, place, await currentOrder(request, place));
}

export async function addToCart(request: CartRequest, skuCode: string, quantity: number): Promise<CartResult> {
  const place = placeOf(request);
  if (!place.shipped) throw new CartProblem('notShipped');
  const order = (await currentOrder(request, place)) ?? (await newOrder(request, place));
  await addSku(place.market.code, order.id, skuCode, quantity).catch((error: unknown) => {
    throw asCartProblem(error, 'unavailable');
  });
  return render(request, place, await retrieveOpenOrder(place.market.code, order.id));
}

async function requireOrder(request: CartRequest): Promise<{ place: CartPlace; order: Order }> {
  const place = placeOf(request);
  const order = await currentOrder(request, place);
  if (!order || !skuLines(order).length) throw new CartProblem('empty');
  return { place, order };
}

export async function changeQuantity(request: CartRequest, lineId: string, quantity: number): Promise<CartResult> {
  const { place, order } = await requireOrder(request);
  if (!skuLines(order).some((line) => line.id === lineId)) throw new CartProblem('lineNotFound');
  const change =
    quantity > 0 ? setLineQuantity(place.market.code, lineId, quantity) : removeLine(place.market.code, lineId);
  await change.catch((error: unknown) => {
    throw asCartProblem(error, 'unavailable');
  });
  return render(request, place, await retrieveOpenOrder(place.market.code, order.id));
}

export async function updateCartOrder(
  request: CartRequest,
  attributes: { notes?: string; couponCode?: string | null },
): Promise<CartResult> {
  const { place, order } = await requireOrder(request);
  const update =
    attributes.notes !== undefined
      ? { metadata: { ...order.metadata, notes: attributes.notes } }
      : { coupon_code: attributes.couponCode ?? null };
  const updated = await updateOrder(place.market.code, order.id, update).catch((error: unknown) => {
    throw asCartProblem(error, attributes.notes !== undefined ? 'invalidInput' : 'couponInvalid');
  });
  return render(request, place, updated);
}

/** Switches customer type and/or shipping country, moving the cart to the matching market. */
export async function changePlace(
  request: CartRequest,
  change: { country?: string; customerType?: CustomerType },
): Promise<CartResult> {
  const before = placeOf(request);
  const order = await currentOrder(request, before);
  const next = placeOf({
    ...request,
    cookie: {
      ...request.cookie,
      market: before.market.code,
      country: change.country ?? before.country,
      customerType: change.customerType ?? before.market.customerType,
    },
  });
  if (next.market.code === before.market.code) {
    // Same market, maybe another country of it (Ireland after Belgium): the order's VAT follows the country.
    const relocated =
      order && order.shipping_country_code_lock !== next.country
        ? await updateOrder(next.market.code, order.id, { shipping_country_code_lock: next.country })
        : order;
    return render(request, next, relocated);
  }
  const moved = await moveOrder(order, next.market.code, orderLinks(request, next));
  const { cookie, view } = await render(request, next, moved.order);
  return { cookie, view: { ...view, notMoved: moved.notMoved, couponDropped: moved.couponDropped } };
}

/** The checkout URL for the cart, after stamping the order with the visitor's language and return links. */
export async function startCheckout(request: CartRequest): Promise<string> {
  const { place, order } = await requireOrder(request);
  if (!place.shipped) throw new CartProblem('notShipped');
  const links = orderLinks(request, place);
  await updateOrder(place.market.code, order.id, {
    language_code: links.languageCode,
    return_url: links.returnUrl,
    cart_url: links.cartUrl,
    shipping_country_code_lock: links.country,
  });
  return checkoutUrl(order.id, place.market.code);
}

/** Fast checkout: a fresh order with one SKU, straight to the checkout host; the cart is left alone. */
export async function fastCheckout(request: CartRequest, skuCode: string, quantity: number): Promise<string> {
  const place = placeOf(request);
  if (!place.shipped) throw new CartProblem('notShipped');
  const order = await newOrder(request, place);
  await addSku(place.market.code, order.id, skuCode, quantity).catch((error: unknown) => {
    throw asCartProblem(error, 'unavailable');
  });
  return checkoutUrl(order.id, place.market.code);
}
