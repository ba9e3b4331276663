import { getCart } from '@/lib/cart/server';
import { guardRoute } from '@/lib/http/guard';
import { handle } from './_lib/http';

export const dynamic = 'force-dynamic';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  GET: (request) => handle(request, getCart, { read: true }),
});
