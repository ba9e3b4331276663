'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { assertPostedForm } from '@/lib/forms/form-data';
import { consumeLimits } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { inActionSpan } from '@/lib/telemetry/server';
import { couponFieldId } from './coupon-field';
import { cartChange } from './form';
import { CartRefusal } from './refusal';
import {
  addToCart,
  changePlace,
  changeQuantity,
  currentCartRequest,
  fastCheckout,
  placeOf,
  saveCartCookies,
  startCheckout,
  updateCartOrder,
  type CartRequest,
  type CartResult,
} from '@/lib/cart/server';
import type { CartView } from './types';
import { cartFailure } from './refusal-message';

/**
 * What the cart's forms show after a post: nothing yet, done (with the cart and its new count), or refused with the
 * reason; `target` names the form that posted, so its refusal shows by it.
 */
export type CartFormState =
  | { status: 'done'; itemCount: number; cart?: CartView; target: string; at: number }
  | { status: 'refused'; message: string; code: string; target: string; at: number; entered?: string }
  | undefined;

function run(cart: CartRequest, change: ReturnType<typeof cartChange>): Promise<CartResult> {
  switch (change.intent) {
    case 'add':
      return addToCart(cart, change.skuCode, change.quantity);
    case 'quantity':
      return changeQuantity(cart, change.lineId, change.quantity);
    case 'remove':
      return changeQuantity(cart, change.lineId, 0);
    case 'notes':
      return updateCartOrder(cart, { notes: change.notes });
    case 'coupon':
      return updateCartOrder(cart, { couponCode: change.code });
    case 'couponRemove':
      return updateCartOrder(cart, { couponCode: null });
    case 'place':
      return changePlace(cart, change.place);
  }
}

const localeOf = (data: FormData) => {
  const raw = data.get('locale');
  return isLocale(raw) ? raw : defaultLocale;
};

/**
 * Every change to the cart, from a form that posts itself without JavaScript (then the answer is a 303 back to the
 * cart, or the page again with the refusal in place) and through the same action with it (`script` set: the form
 * shows the answer and the page re-renders with the new cart). The buy box's add lands on the cart page.
 */
export async function cartAction(previous: CartFormState, data: FormData): Promise<CartFormState> {
  assertPostedForm(data);
  return inActionSpan('cart', () => changeCart(previous, data));
}

async function changeCart(_previous: CartFormState, data: FormData): Promise<CartFormState> {
  const locale = localeOf(data);
  const cart = await currentCartRequest(locale);
  const jar = await cookies();
  const target = String(data.get('target') ?? '').slice(0, 100);
  let view: CartView;
  try {
    const change = cartChange(data);
    if (change.intent === 'coupon') {
      // Per cart, so an office of shoppers each trying a code is not refused; the address ceiling stops rotating carts.
      await consumeLimits([
        ['coupon', cart.cookie.visitor ?? cart.cookie.orderId],
        ['couponAddress', cart.client],
      ]);
    }
    const result = await run(cart, change);
    saveCartCookies(jar, cart, result);
    view = result.view;
  } catch (error) {
    const { error: message, code } = await cartFailure(error, locale, placeOf(cart).market.currency);
    // The typed code comes back with its refusal, so the field is not emptied (without JavaScript too).
    const entered = data.get('intent') === 'coupon' ? String(data.get('code') ?? '').slice(0, 40) : undefined;
    return { status: 'refused', message, code, target, at: Date.now(), ...(entered ? { entered } : {}) };
  }
  // With a script the answer carries the new cart, which the cart drawer shows (a cached page has no cart in it).
  if (data.get('script') === '1')
    return { status: 'done', itemCount: view.itemCount, cart: view, target, at: Date.now() };
  // A code's answer lands at the code's field, where its message is.
  const hash = String(data.get('intent')).startsWith('coupon') ? `#${couponFieldId}` : '';
  redirect(`${pathFor(locale, { pathname: '/cart' })}${hash}`);
}

/** The cart's checkout button: stamps the order and leaves for the checkout host; a refusal shows by the button. */
export async function checkoutAction(previous: string | undefined, data: FormData): Promise<string | undefined> {
  assertPostedForm(data);
  return inActionSpan('checkout', () => checkout(previous, data));
}

async function checkout(_previous: string | undefined, data: FormData): Promise<string | undefined> {
  const locale = localeOf(data);
  const cart = await currentCartRequest(locale);
  let url: string;
  try {
    url = await startCheckout(cart);
  } catch (error) {
    return (await cartFailure(error, locale, placeOf(cart).market.currency)).error;
  }
  redirect(url);
}

/**
 * Fast checkout's button: a new order with that item, straight to the checkout host. A POST, so no link, image or
 * prefetch creates an order; the order counts against the visitor's and the address's order limits.
 */
export async function fastCheckoutAction(previous: string | undefined, data: FormData): Promise<string | undefined> {
  assertPostedForm(data);
  return inActionSpan('fastCheckout', () => checkoutNow(previous, data));
}

async function checkoutNow(_previous: string | undefined, data: FormData): Promise<string | undefined> {
  const locale = localeOf(data);
  const cart = await currentCartRequest(locale);
  let url: string;
  try {
    const change = cartChange(data, 'add');
    if (change.intent !== 'add') throw new CartRefusal('invalidInput');
    url = await fastCheckout(cart, change.skuCode, change.quantity);
  } catch (error) {
    return (await cartFailure(error, locale, placeOf(cart).market.currency)).error;
  }
  redirect(url);
}
