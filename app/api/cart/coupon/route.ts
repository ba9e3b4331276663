import { updateCartOrder } from '@/lib/commerce/cart-service';
import { guardRoute } from '@/lib/http/guard';
import { consumeLimits } from '@/lib/http/rate-limit';
import { handle, readBody } from '../_lib/http';
import { couponInput } from '@/lib/commerce/cart-input';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  PUT: (request) =>
    handle(request, async (cart) => {
      // Per cart, so an office of shoppers each trying a code is not refused; the address ceiling stops rotating carts.
      await consumeLimits([
        ['coupon', cart.cookie.visitor ?? cart.cookie.orderId],
        ['couponAddress', cart.client],
      ]);
      return updateCartOrder(cart, { couponCode: (await readBody(request, couponInput)).code });
    }),
  DELETE: (request) => handle(request, (cart) => updateCartOrder(cart, { couponCode: null })),
});
