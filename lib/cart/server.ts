import 'server-only';
import type { Order } from '@commercelayer/sdk';
import { cookies, headers } from 'next/headers';
import { clientKey, consumeLimits, type LimitStep } from '@/lib/http/rate-limit';
import { siteOrigin } from '@/lib/http/site-origin';
import { pathFor } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/locales';
import {
  addSku,
  createOrder,
  discardOrder,
  moveOrder,
  removeLine,
  retrieveOpenOrder,
  setLineQuantity,
  skuLines,
  updateOrder,
  type OrderLinks,
} from './order';
import {
  cartCookieName,
  decodeCartCookie,
  newVisitorId,
  savedCouponCookieName,
  writeCartCookies,
  type CartCookie,
  type CookieJar,
} from './cookie';
import {
  canonicalCode,
  couponNotices,
  couponProgress,
  couponRefusal,
  platformCouponRefusal,
  withSavedCoupon,
} from './coupon';
import { asCartRefusal, CartRefusal } from './refusal';
import type { CartView, CouponLapsedView } from './types';
import { cartView, type CartPlace } from './view';
import { getOffers } from '@/lib/catalogue/server';
import { checkoutUrl } from '@/lib/commerce/checkout';
import { recordCheckoutClient } from './checkout-client';
import { readSavedCoupon } from './saved-coupon';
import { visitorCountry } from '@/lib/geo/country';
import { normalizeCountry } from '@/lib/geo/country-code';
import { defaultCountryForLocale, marketForCountry, parseMarketCode, type CustomerType } from '@/lib/markets/regions';
import { suggestionsFor } from '@/lib/catalogue/products';
import { skuName } from '@/lib/catalogue/sku-display';

/** One visitor request: cart cookie, page language, geolocated country, site origin, rate-limit key, saved coupon. */
export type CartRequest = {
  cookie: CartCookie;
  locale: Locale;
  geoCountry?: string;
  origin: string;
  client?: string;
  savedCoupon?: string;
};
/** `savedCoupon`: the saved code still waiting for the cart to qualify; its cookie goes once this is unset. */
export type CartResult = { cookie: CartCookie; view: CartView; savedCoupon?: string };

/** The cart request of the current page render or route handler: cart cookie, language, geolocated country. */
export async function currentCartRequest(locale: Locale): Promise<CartRequest> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const client = clientKey(headerList);
  return {
    cookie: decodeCartCookie(cookieStore.get(cartCookieName)?.value),
    locale,
    geoCountry: visitorCountry(headerList, client),
    // From configuration only: a Host header must never reach the order's cart_url or return_url.
    origin: siteOrigin(),
    client,
    savedCoupon: readSavedCoupon(cookieStore.get(savedCouponCookieName)?.value),
  };
}

/**
 * After a cart operation: the refreshed cart cookie, a code the cart now keeps for later (one under its threshold,
 * one that stopped applying), and the saved coupon dropped once the cart has taken it.
 */
export function saveCartCookies(
  jar: CookieJar,
  request: CartRequest,
  result: { cookie: CartCookie; savedCoupon?: string },
) {
  const saved = result.savedCoupon;
  writeCartCookies(jar, {
    cookie: result.cookie,
    savedCoupon: saved && saved !== request.savedCoupon ? saved : request.savedCoupon && !saved ? null : undefined,
  });
}

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

async function render(
  request: CartRequest,
  place: CartPlace,
  current: Order | undefined,
  added?: string,
): Promise<CartResult> {
  const outcome = await withSavedCoupon(request.savedCoupon, place, current);
  const { order, pending } = outcome;
  const skus = skuLines(order).map((line) => line.sku_code as string);
  const suggestions = suggestionsFor(skus, 3, added);
  const offers = await getOffers(place.market.code, [...new Set([...skus, ...suggestions])]);
  // A lapsed code is said to lapse for as long as the cart keeps it waiting.
  const lapsed = request.cookie.couponLapsed?.code === pending ? request.cookie.couponLapsed : undefined;
  const cookie: CartCookie = {
    orderId: order?.id,
    market: place.market.code,
    country: place.country,
    customerType: place.market.customerType,
    visitor: request.cookie.visitor ?? newVisitorId(),
    ...(lapsed ? { couponLapsed: lapsed } : {}),
  };
  const view = cartView(place, order, offers, suggestions, request.locale);
  const idle = view.couponCode && !view.discounts.some((line) => line.kind === 'coupon') ? view.couponCode : undefined;
  const progress = couponProgress(
    idle ?? (outcome.refused ? undefined : pending),
    order,
    view.currency,
    request.locale,
  );
  return {
    cookie,
    view: {
      ...view,
      ...couponNotices(outcome, request.savedCoupon, view.currency, request.locale),
      ...(progress ? { couponProgress: progress } : {}),
      ...(lapsed ? { couponLapsed: lapsed } : {}),
    },
    savedCoupon: pending,
  };
}

/**
 * Every order a visitor's request makes the platform create counts against the visitor (their cart cookie's id),
 * then against their address's burst and hourly ceilings (library calls, without a client, count nothing).
 */
export function orderCreationSteps(visitor: string | undefined, client: string): LimitStep[] {
  return [
    ['orderCreation', visitor],
    ['orderCreationAddressBurst', client],
    ['orderCreationAddress', client],
  ];
}

async function countNewOrder(request: CartRequest): Promise<void> {
  if (request.client) await consumeLimits(orderCreationSteps(request.cookie.visitor, request.client));
}

async function newOrder(request: CartRequest, place: CartPlace): Promise<Order> {
  await countNewOrder(request);
  return createOrder(place.market.code, orderLinks(request, place));
}

export async function getCart(request: CartRequest): Promise<CartResult> {
  const place = placeOf(request);
  return render(request, place, await currentOrder(request, place));
}

export async function addToCart(request: CartRequest, skuCode: string, quantity: number): Promise<CartResult> {
  const place = placeOf(request);
  if (!place.shipped) throw new CartRefusal('notShipped');
  const order = (await currentOrder(request, place)) ?? (await newOrder(request, place));
  await addSku(place.market.code, order.id, skuCode, quantity).catch((error: unknown) => {
    throw asCartRefusal(error, 'unavailable');
  });
  return render(request, place, await retrieveOpenOrder(place.market.code, order.id), skuCode);
}

async function requireOrder(request: CartRequest): Promise<{ place: CartPlace; order: Order }> {
  const place = placeOf(request);
  const order = await currentOrder(request, place);
  if (!order || !skuLines(order).length) throw new CartRefusal('empty');
  return { place, order };
}

export async function changeQuantity(request: CartRequest, lineId: string, quantity: number): Promise<CartResult> {
  const { place, order } = await requireOrder(request);
  if (!skuLines(order).some((line) => line.id === lineId)) throw new CartRefusal('lineNotFound');
  const change =
    quantity > 0 ? setLineQuantity(place.market.code, lineId, quantity) : removeLine(place.market.code, lineId);
  await change.catch((error: unknown) => {
    throw asCartRefusal(error, 'unavailable');
  });
  return render(request, place, await retrieveOpenOrder(place.market.code, order.id));
}

export async function updateCartOrder(
  request: CartRequest,
  attributes: { notes?: string; couponCode?: string | null },
): Promise<CartResult> {
  const { place, order } = await requireOrder(request);
  const currency = place.market.currency;
  const code =
    attributes.notes === undefined && attributes.couponCode ? canonicalCode(attributes.couponCode) : undefined;
  const refusal = code ? await couponRefusal(code, order, currency) : undefined;
  // Under its threshold the code is kept for the cart, which applies it once the order qualifies and says so.
  if (code && refusal?.code === 'couponThreshold') return render({ ...request, savedCoupon: code }, place, order);
  if (refusal) throw refusal;
  const update =
    attributes.notes !== undefined
      ? { metadata: { ...order.metadata, notes: attributes.notes } }
      : { coupon_code: code ?? null };
  const updated = await updateOrder(place.market.code, order.id, update).catch(async (error: unknown) => {
    throw code ? await platformCouponRefusal(code, error, currency) : asCartRefusal(error, 'invalidInput');
  });
  // Removing the code also forgets a saved one.
  return render(attributes.couponCode === null ? { ...request, savedCoupon: undefined } : request, place, updated);
}

/**
 * Switches customer type and/or shipping country, moving the cart to the matching market: the new order counts
 * like any other, and the draft left behind is deleted (a market-scoped token cannot move an order to another market).
 */
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
  if (skuLines(order).length) await countNewOrder(request);
  // A code the cart knows travels as a saved one: it goes on the new order when that qualifies, else it is kept.
  const chosen = order?.coupon_code ? readSavedCoupon(order.coupon_code) : undefined;
  const moved = await moveOrder(order, next.market.code, orderLinks(request, next), chosen ? null : undefined);
  if (order && moved.order && moved.order.id !== order.id) await discardOrder(before.market.code, order.id);
  const carried: CartRequest = chosen
    ? {
        ...request,
        savedCoupon: chosen,
        cookie: { ...request.cookie, couponLapsed: lapsedCoupon(chosen, before, next) },
      }
    : request;
  const { cookie, view, savedCoupon } = await render(carried, next, moved.order);
  const notMoved = moved.notMoved.map((sku) => skuName(sku, sku, request.locale));
  // Off the order and not kept: the platform refused it outright.
  const dropped = chosen !== undefined && view.couponCode !== chosen && !view.couponLapsed;
  return { cookie, view: { ...view, notMoved, couponDropped: moved.couponDropped || dropped }, savedCoupon };
}

/** A code the change took off, with the place where it applied: the country, else the customer type left. */
function lapsedCoupon(code: string, before: CartPlace, next: CartPlace): CouponLapsedView {
  return before.country !== next.country
    ? { code, back: 'country', place: before.country }
    : { code, back: 'customerType', place: before.market.customerType };
}

/**
 * The checkout URL for the cart, after stamping the order with the visitor's language and return links and recording
 * the client address here (the referral ledger's review rule reads it; never the order's metadata, which the
 * checkout's token may write); a code its coupon rule refuses for this order (a member's own) comes off here.
 */
export async function startCheckout(request: CartRequest): Promise<string> {
  const { place, order } = await requireOrder(request);
  if (!place.shipped) throw new CartRefusal('notShipped');
  const refusal = order.coupon_code ? await couponRefusal(order.coupon_code, order, place.market.currency) : undefined;
  if (refusal) {
    await updateOrder(place.market.code, order.id, { coupon_code: null });
    throw refusal;
  }
  const links = orderLinks(request, place);
  await updateOrder(place.market.code, order.id, {
    language_code: links.languageCode,
    return_url: links.returnUrl,
    cart_url: links.cartUrl,
    shipping_country_code_lock: links.country,
  });
  await recordCheckoutClient(order.id, request.client);
  return checkoutUrl(order.id, place.market.code);
}

/** Fast checkout: a fresh order with one SKU, straight to the checkout host; the cart is left alone. */
export async function fastCheckout(request: CartRequest, skuCode: string, quantity: number): Promise<string> {
  const place = placeOf(request);
  if (!place.shipped) throw new CartRefusal('notShipped');
  const order = await newOrder(request, place);
  await addSku(place.market.code, order.id, skuCode, quantity).catch((error: unknown) => {
    throw asCartRefusal(error, 'unavailable');
  });
  await recordCheckoutClient(order.id, request.client);
  return checkoutUrl(order.id, place.market.code);
}
