'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cartFailure } from '@/lib/commerce/cart-failure';
import { quantityParam, skuCode } from '@/lib/commerce/cart-input';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { addToCart, fastCheckout, placeOf } from '@/lib/commerce/cart-service';
import { currentCartRequest, saveCartCookies } from '@/lib/commerce/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

const addForm = z.object({ skuCode, quantity: quantityParam });

/**
 * The buy box's form when it posts itself: without JavaScript, or clicked before hydration. Adds the item and
 * opens the cart; a refusal comes back as the box's message. With JavaScript the box adds through the cart API.
 */
export async function addToCartAction(_previous: string | undefined, data: FormData): Promise<string | undefined> {
  const raw = data.get('locale');
  const locale = isLocale(raw) ? raw : defaultLocale;
  const cart = await currentCartRequest(locale);
  try {
    const input = addForm.safeParse({ skuCode: data.get('skuCode'), quantity: data.get('quantity') });
    if (!input.success) throw new CartProblem('invalidInput');
    saveCartCookies(await cookies(), cart, await addToCart(cart, input.data.skuCode, input.data.quantity));
  } catch (error) {
    return (await cartFailure(error, locale, placeOf(cart).market.currency)).error;
  }
  redirect(pathFor(locale, { pathname: '/cart' }));
}

const fastCheckoutForm = z.object({ skuCode, quantity: quantityParam });

/**
 * Fast checkout's button: a new order with that item, straight to the checkout host. A POST, so no link, image or
 * prefetch creates an order; the order counts against the visitor's and the address's order limits.
 */
export async function fastCheckoutAction(_previous: string | undefined, data: FormData): Promise<string | undefined> {
  const raw = data.get('locale');
  const locale = isLocale(raw) ? raw : defaultLocale;
  const cart = await currentCartRequest(locale);
  let url: string;
  try {
    const input = fastCheckoutForm.safeParse({ skuCode: data.get('skuCode'), quantity: data.get('quantity') });
    if (!input.success) throw new CartProblem('invalidInput');
    url = await fastCheckout(cart, input.data.skuCode, input.data.quantity);
  } catch (error) {
    return (await cartFailure(error, locale, placeOf(cart).market.currency)).error;
  }
  redirect(url);
}
