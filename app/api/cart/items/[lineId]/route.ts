import type { NextRequest } from 'next/server';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { changeQuantity } from '@/lib/commerce/cart-service';
import { handle, readBody } from '../../_lib/http';
import { lineId, quantityInput } from '@/lib/commerce/cart-input';

type Context = { params: Promise<{ lineId: string }> };

async function validLineId(context: Context): Promise<string> {
  const parsed = lineId.safeParse((await context.params).lineId);
  if (!parsed.success) throw new CartProblem('invalidInput');
  return parsed.data;
}

export async function PATCH(request: NextRequest, context: Context) {
  return handle(request, async (cart) => {
    const id = await validLineId(context);
    const { quantity } = await readBody(request, quantityInput);
    return changeQuantity(cart, id, quantity);
  });
}

export async function DELETE(request: NextRequest, context: Context) {
  return handle(request, async (cart) => changeQuantity(cart, await validLineId(context), 0));
}
