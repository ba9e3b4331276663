import { updateCartOrder } from '@/lib/commerce/cart-service';
import { guardRoute } from '@/lib/http/guard';
import { clientKey, consumeLimit } from '@/lib/http/rate-limit';
import { handle, readBody } from '../_lib/http';
import { couponInput } from '@/lib/commerce/cart-input';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  PUT: async (request) => {
    await consumeLimit('coupon', clientKey(request.headers));
    return handle(request, async (cart) =>
      updateCartOrder(cart, { couponCode: (await readBody(request, couponInput)).code }),
    );
  },
  DELETE: (request) => handle(request, (cart) => updateCartOrder(cart, { couponCode: null })),
});
