import type { NextRequest } from 'next/server';
import { updateCartOrder } from '@/lib/commerce/cart-service';
import { handle, readBody } from '../_lib/http';
import { notesInput } from '@/lib/commerce/cart-input';

export async function PUT(request: NextRequest) {
  return handle(request, async (cart) => updateCartOrder(cart, { notes: (await readBody(request, notesInput)).notes }));
}
