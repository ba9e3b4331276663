import { changePlace } from '@/lib/cart/server';
import { guardRoute } from '@/lib/http/guard';
import { handle, readBody } from '../_lib/http';
import { placeInput } from '@/lib/cart/input';

/** Private/business switch and shipping-country selector: both may move the cart to another market. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  PUT: (request) => handle(request, async (cart) => changePlace(cart, await readBody(request, placeInput))),
});
