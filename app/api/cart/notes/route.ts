import { updateCartOrder } from '@/lib/commerce/cart-service';
import { guardRoute } from '@/lib/http/guard';
import { handle, readBody } from '../_lib/http';
import { notesInput } from '@/lib/commerce/cart-input';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  PUT: (request) =>
    handle(request, async (cart) => updateCartOrder(cart, { notes: (await readBody(request, notesInput)).notes })),
});
