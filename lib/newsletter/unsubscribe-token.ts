import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readCartSecret } from '@/lib/cart/secret';

let cachedKey: Buffer | undefined;
// A key of its own from the site secret: nothing is stored per subscriber, and the token opens nothing else.
const key = () => (cachedKey ??= createHash('sha256').update(`newsletter-unsubscribe\0${readCartSecret()}`).digest());
const mac = (id: number) => createHmac('sha256', key()).update(String(id)).digest('base64url');

/** The unsubscribe token of one subscription: its id and a MAC of it. */
export const unsubscribeToken = (id: number) => `${id}.${mac(id)}`;

/** The subscription id a token was made for, or undefined when it is not one of ours. */
export function subscriptionOf(token: string): number | undefined {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
