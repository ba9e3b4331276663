import type { NextRequest } from 'next/server';
import { getCart } from '@/lib/commerce/cart-service';
import { handle } from './_lib/http';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return handle(request, getCart);
}
