import { NextResponse, type NextRequest } from 'next/server';
import { guardRoute } from '@/lib/http/guard';
import { z } from 'zod';
import { CartRefusal } from '@/lib/cart/refusal';
import { offersFor } from '@/lib/cart/offers';
import { currentCartRequest } from '@/lib/cart/server';
import { failure, requestLocale } from '../_lib/http';
import { skuCode } from '@/lib/cart/input';

const skuList = z.array(skuCode).min(1).max(12);

/** Price and stock of some SKUs in the visitor's market, for buy boxes whose server render had none. */
async function offers(request: NextRequest) {
  const cart = await currentCartRequest(requestLocale(request));
  const parsed = skuList.safeParse(request.nextUrl.searchParams.get('skus')?.split(',') ?? []);
  if (!parsed.success) return failure(new CartRefusal('invalidInput'), cart.locale);
  try {
    return NextResponse.json(await offersFor(cart, parsed.data), { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return failure(error, cart.locale);
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ GET: offers });
