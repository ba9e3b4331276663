import { CartProblem } from '@/lib/commerce/cart-problem';
import { changeQuantity } from '@/lib/commerce/cart-service';
import { guardRoute } from '@/lib/http/guard';
import { handle, readBody } from '../../_lib/http';
import { lineId, quantityInput } from '@/lib/commerce/cart-input';

type Context = { params: Promise<{ lineId: string }> };

async function validLineId(context: Context): Promise<string> {
  const parsed = lineId.safeParse((await context.params).lineId);
  if (!parsed.success) throw new CartProblem('invalidInput');
  return parsed.data;
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute<Context>({
  PATCH: (request, context) =>
    handle(request, async (cart) => {
      const id = await validLineId(context);
      const { quantity } = await readBody(request, quantityInput);
      return changeQuantity(cart, id, quantity);
    }),
  DELETE: (request, context) => handle(request, async (cart) => changeQuantity(cart, await validLineId(context), 0)),
});
