import type { NextRequest } from 'next/server';
import { changePlace } from '@/lib/commerce/cart-service';
import { handle, readBody } from '../_lib/http';
import { placeInput } from '@/lib/commerce/cart-input';

/** Private/business switch and shipping-country selector: both may move the cart to another market. */
export async function PUT(request: NextRequest) {
  return handle(request, async (cart) => changePlace(cart, await readBody(request, placeInput)));
}
