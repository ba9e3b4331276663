import 'server-only';
import type { Order } from '@commercelayer/sdk';
import { consumeLimits, type LimitStep } from '@/lib/http/rate-limit';
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
} from './cart';
import { newVisitorId, type CartCookie } from './cart-cookie';
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
import { formatMoney, welcomeThresholdCents } from './money';
import { suggestionsFor } from './products';
import { savedCouponStep } from './saved-coupon';
import { normalizeReferralCode } from '@/lib/referral/codes';
import { isMemberCode, referralRefusalFor } from '@/lib/referral/cart';
import { rewardCentsByCurrency } from '@/lib/referral/rewards';
import type { SavedCouponRefusal } from './cart-types';

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

type SavedCouponOutcome = { order: Order | undefined; pending?: string; refused?: SavedCouponRefusal['reason'] };

/** Why a member's code the visitor typed or saved cannot go on the order (the platform's own refusal included). */
async function referralProblem(code: string, order: Order, place: CartPlace, error?: unknown) {
  if (error === undefined) return referralRefusalFor(code, order, place.market.currency);
  const problem = asCartProblem(error, 'couponInvalid');
  return problem instanceof CartProblem && (await isMemberCode(code)) ? 'referralInactive' : undefined;
}

/**
 * Puts the saved code on the order as soon as it qualifies (the newsletter's over its threshold, a member's from
 * `?ref=` on any order with items); a failure never breaks the cart. A member's code this order cannot take stays
 * saved and the cart says why (another market's code applies once the visitor ships there); an unknown one goes.
 */
async function withSavedCoupon(
  request: CartRequest,
  place: CartPlace,
  order: Order | undefined,
): Promise<SavedCouponOutcome> {
  const code = request.savedCoupon;
  if (!code) return { order };
  const referral = normalizeReferralCode(code) !== undefined;
  const state = order && {
    couponCode: order.coupon_code,
    hasItems: skuLines(order).length > 0,
    subtotalCents: order.subtotal_amount_cents ?? 0,
    discountCents: order.discount_amount_cents ?? 0,
  };
  const step = savedCouponStep(state, referral ? 0 : welcomeThresholdCents);
  if (step === 'drop') return { order };
  if (step === 'wait' || !order) return { order, pending: code };
  const refused = referral ? await referralProblem(code, order, place) : undefined;
  if (refused) return { order, pending: code, refused };
  try {
    return { order: await updateOrder(place.market.code, order.id, { coupon_code: code }) };
  } catch (error) {
    const problem = asCartProblem(error, 'couponInvalid');
    if (referral && problem instanceof CartProblem) {
      const reason = await referralProblem(code, order, place, error);
      return reason ? { order, pending: code, refused: reason } : { order, refused: 'couponInvalid' };
    }
    if (problem instanceof CartProblem)
      return problem.code === 'couponThreshold' ? { order, pending: code } : { order };
    console.error('[cart] applying the saved coupon failed', error);
    return { order, pending: code };
  }
}

async function render(request: CartRequest, place: CartPlace, current: Order | undefined): Promise<CartResult> {
  const { order, pending, refused } = await withSavedCoupon(request, place, current);
  const skus = skuLines(order).map((line) => line.sku_code as string);
  const suggestions = suggestionsFor(skus);
  const offers = await getOffers(place.market.code, [...new Set([...skus, ...suggestions])]);
  const cookie: CartCookie = {
    orderId: order?.id,
    market: place.market.code,
    country: place.country,
    customerType: place.market.customerType,
    visitor: request.cookie.visitor ?? newVisitorId(),
  };
  const view = cartView(place, order, offers, suggestions, request.locale);
  const threshold = formatMoney(welcomeThresholdCents, view.currency, request.locale);
  const amount = formatMoney(rewardCentsByCurrency[view.currency], view.currency, request.locale);
  const referral = Boolean(normalizeReferralCode(request.savedCoupon ?? ''));
  const saved =
    pending && !refused ? { code: pending, threshold, ...(referral ? { referralAmount: amount } : {}) } : undefined;
  const refusal = refused && request.savedCoupon ? { code: request.savedCoupon, reason: refused, amount } : undefined;
  return {
    cookie,
    view: { ...view, ...(saved ? { savedCoupon: saved } : {}), ...(refusal ? { savedCouponRefused: refusal } : {}) },
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
  const code = attributes.notes === undefined ? attributes.couponCode : undefined;
  const refusal = code ? await referralProblem(code, order, place) : undefined;
  if (refusal) throw new CartProblem(refusal);
  const update =
    attributes.notes !== undefined
      ? { metadata: { ...order.metadata, notes: attributes.notes } }
      : { coupon_code: (code && normalizeReferralCode(code)) ?? attributes.couponCode ?? null };
  const updated = await updateOrder(place.market.code, order.id, update).catch(async (error: unknown) => {
    const referral = code ? await referralProblem(code, order, place, error) : undefined;
    throw referral
      ? new CartProblem(referral)
      : asCartProblem(error, code === undefined ? 'invalidInput' : 'couponInvalid');
  });
  // Removing the code also forgets a saved newsletter code.
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
  const moved = await moveOrder(order, next.market.code, orderLinks(request, next));
  if (order && moved.order && moved.order.id !== order.id) await discardOrder(before.market.code, order.id);
  const { cookie, view, savedCoupon } = await render(request, next, moved.order);
  return { cookie, view: { ...view, notMoved: moved.notMoved, couponDropped: moved.couponDropped }, savedCoupon };
}

/**
 * The checkout URL for the cart, after stamping the order with the visitor's language, return links and IP (the
 * referral ledger's review rule); a member's code the order's email may not use comes off here, with the reason.
 */
export async function startCheckout(request: CartRequest): Promise<string> {
  const { place, order } = await requireOrder(request);
  if (!place.shipped) throw new CartProblem('notShipped');
  const refusal = order.coupon_code ? await referralProblem(order.coupon_code, order, place) : undefined;
  if (refusal) {
    await updateOrder(place.market.code, order.id, { coupon_code: null });
    throw new CartProblem(refusal);
  }
  const links = orderLinks(request, place);
  const ip = request.client && request.client !== 'unknown' ? { ip: request.client } : {};
  await updateOrder(place.market.code, order.id, {
    language_code: links.languageCode,
    return_url: links.returnUrl,
    cart_url: links.cartUrl,
    shipping_country_code_lock: links.country,
    metadata: { ...order.metadata, ...ip },
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
