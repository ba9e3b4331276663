import type { ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Mutex } from '../db/mutex';
import { send } from '../http/io';

export interface CheckoutRequest {
  method: string;
  url: URL;
  text: string;
  res: ServerResponse;
}

export async function handleCheckout(_db: PGlite, _mutex: Mutex, req: CheckoutRequest): Promise<void> {
  send(req.res, 501, 'checkout not ready', 'text/plain');
}
