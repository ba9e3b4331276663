import { addToCart } from '@/lib/cart/server';
import { guardRoute } from '@/lib/http/guard';
import { handle, readBody } from '../_lib/http';
import { addItemInput } from '@/lib/cart/input';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  POST: (request) =>
    handle(request, async (cart) => {
      const { skuCode, quantity } = await readBody(request, addItemInput);
      return addToCart(cart, skuCode, quantity);
    }),
});
