import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { writeCartCookies, type CartCookie } from '@/lib/cart/cookie';
import { CartRefusal } from '@/lib/cart/refusal';
import { cartFailure } from '@/lib/cart/refusal-message';
import { currentCartRequest, placeOf, saveCartCookies, type CartRequest } from '@/lib/cart/server';
import type { Currency } from '@/lib/markets/money';
import { readJson } from '@/lib/http/body';
import { HttpProblem } from '@/lib/http/problem';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

export function requestLocale(request: NextRequest): Locale {
  const locale = request.nextUrl.searchParams.get('locale') ?? request.headers.get('x-locale');
  return isLocale(locale) ? locale : defaultLocale;
}

/** JSON bodies only (exact media type, 16 KB at most): a cross-site form cannot send them without a preflight. */
export async function readBody<T extends z.ZodType>(request: NextRequest, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) throw new CartRefusal('invalidInput');
  return parsed.data;
}

/** A refused or failed cart call as `{ error, code }` in the visitor's language; bad input is never a 500. */
export async function failure(error: unknown, locale: Locale, currency: Currency = 'EUR'): Promise<NextResponse> {
  if (error instanceof HttpProblem) throw error;
  const { status, ...body } = await cartFailure(error, locale, currency);
  return NextResponse.json(body, { status });
}

/**
 * Runs a cart operation and answers with its view and refreshed cookie, or a localized error. A `read` leaves the
 * cart's cookie alone (it only drops a saved code the cart has taken): answered after a change sent meanwhile (the
 * header's count asks as the page loads and when the tab comes back), the cookie it was sent with, or the empty cart
 * it found once that change had moved the order, would undo the change.
 */
export async function handle(
  request: NextRequest,
  work: (cart: CartRequest) => Promise<{ cookie: CartCookie; view: unknown; savedCoupon?: string }>,
  { read = false } = {},
): Promise<NextResponse> {
  const cart = await currentCartRequest(requestLocale(request));
  try {
    const result = await work(cart);
    const response = NextResponse.json(result.view, { headers: { 'Cache-Control': 'no-store' } });
    if (!read) saveCartCookies(response.cookies, cart, result);
    else if (cart.savedCoupon && !result.savedCoupon) writeCartCookies(response.cookies, { savedCoupon: null });
    return response;
  } catch (error) {
    return failure(error, cart.locale, placeOf(cart).market.currency);
  }
}
