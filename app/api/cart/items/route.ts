import type { NextRequest } from 'next/server';
import { addToCart } from '@/lib/commerce/cart-service';
import { handle, readBody } from '../_lib/http';
import { addItemInput } from '@/lib/commerce/cart-input';

export async function POST(request: NextRequest) {
  return handle(request, async (cart) => {
    const { skuCode, quantity } = await readBody(request, addItemInput);
    return addToCart(cart, skuCode, quantity);
  });
}
