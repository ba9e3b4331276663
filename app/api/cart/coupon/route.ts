import type { NextRequest } from 'next/server';
import { updateCartOrder } from '@/lib/commerce/cart-service';
import { handle, readBody } from '../_lib/http';
import { couponInput } from '@/lib/commerce/cart-input';

export async function PUT(request: NextRequest) {
  return handle(request, async (cart) =>
    updateCartOrder(cart, { couponCode: (await readBody(request, couponInput)).code }),
  );
}

export async function DELETE(request: NextRequest) {
  return handle(request, (cart) => updateCartOrder(cart, { couponCode: null }));
}
