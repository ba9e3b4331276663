import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { db } from '@/lib/db/server';
import { siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

type Db = Kysely<Database> | Transaction<Database>;
/** Who mints a link: the confirmation mail or a lookup; rows of the former checkout hand-off (`checkout`) expire. */
type Source = 'confirmation' | 'lookup';

const dayMs = 86_400_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const isToken = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** How long a link works: ORDER_LINK_DAYS, 90 by default (a delivery, then its 14-day return period; ADR 0048). */
export function orderLinkDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.ORDER_LINK_DAYS);
  return Number.isInteger(days) && days > 0 ? days : 90;
}

/**
 * A new link to one order's page: 32 random bytes, of which only the hash is stored, with its expiry and the buyer's
 * address (erasure and export find it by that). The token says nothing about the order.
 */
export async function mintOrderLink(
  order: { id: string; email?: string | null },
  source: Source,
  trx: Db = db(),
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('order_status_links')
    .values({
      token_hash: hash(token),
      order_id: order.id,
      email: order.email?.trim().toLowerCase() || null,
      source,
      expires_at: new Date(now.getTime() + orderLinkDays() * dayMs),
    })
    .execute();
  return token;
}

/** The order behind a live link; undefined for an unknown, expired or revoked one, or any other shape (`{id}.{hmac}`). */
export async function orderIdOfLink(token: unknown, from: Db = db(), now = new Date()): Promise<string | undefined> {
  if (!isToken(token)) return undefined;
  const row = await from
    .selectFrom('order_status_links')
    .select('order_id')
    .where('token_hash', '=', hash(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.order_id;
}

/** Ends every link to the order a live link opens (the order page's button); how many stopped working. */
export async function revokeOrderLinks(token: unknown, from: Db = db(), now = new Date()): Promise<number> {
  const orderId = await orderIdOfLink(token, from, now);
  if (!orderId) return 0;
  const result = await from.deleteFrom('order_status_links').where('order_id', '=', orderId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The order page's path with a link's token, in the shopper's language. */
export const orderStatusPath = (locale: Locale, token: string) =>
  `${pathFor(locale, { pathname: '/order-status' })}?token=${token}`;

/** The same as an absolute link, for mails. */
export const orderStatusUrl = (locale: Locale, token: string) => `${siteOrigin()}${orderStatusPath(locale, token)}`;
