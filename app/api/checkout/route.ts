import { NextResponse, type NextRequest } from 'next/server';
import { startCheckout } from '@/lib/commerce/cart-service';
import { currentCartRequest } from '@/lib/commerce/server';
import { guardRoute } from '@/lib/http/guard';
import { failure, requestLocale } from '../cart/_lib/http';

/**
 * Hands the cart's order to the checkout host. Script callers get `{ url }`; a plain form post is redirected.
 */
async function checkout(request: NextRequest) {
  const cart = await currentCartRequest(requestLocale(request));
  try {
    const url = await startCheckout(cart);
    if (request.headers.get('accept')?.includes('text/html')) return NextResponse.redirect(url, 303);
    return NextResponse.json({ url }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return failure(error, cart.locale);
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ POST: checkout });
