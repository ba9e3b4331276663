import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { mailboxKey } from '@/lib/mail/mailbox';
import type { PlatformData } from './platform';

type Db = Kysely<Database> | Transaction<Database>;

/** Addresses are compared trimmed and in lower case, as the forms store them. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export const sameEmail = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;

/** The ids of one person's own rows, the starting points for linked rows (consents, tokens, sessions). */
export async function ownIds(db: Db, email: string) {
  const ids = (table: 'newsletter_subscriptions' | 'contact_messages' | 'product_registrations' | 'referral_members') =>
    db
      .selectFrom(table)
      .select('id')
      .where(sameEmail('email', email))
      .execute()
      .then((rows) => rows.map((row) => row.id));
  const [newsletter, contact, registration, referral] = await Promise.all([
    ids('newsletter_subscriptions'),
    ids('contact_messages'),
    ids('product_registrations'),
    ids('referral_members'),
  ]);
  return { newsletter, contact, registration, referral };
}
export type OwnIds = Awaited<ReturnType<typeof ownIds>>;

/** Consent records of the person's rows (they hold no address themselves: subject and row id). */
export function consentsOf(db: Db, ids: OwnIds) {
  const pairs = Object.entries(ids).filter(([, list]) => list.length);
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where((eb) =>
      pairs.length
        ? eb.or(pairs.map(([subject, list]) => eb.and([eb('subject', '=', subject), eb('subject_id', 'in', list)])))
        : eb.val(false),
    )
    .orderBy('id');
}

/** Mails to, from (reply-to) or about (the support copy's `email`) the person. */
export function mailsOf(db: Db, email: string) {
  return db
    .selectFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        sameEmail('recipient', email),
        sameEmail('reply_to', email),
        sql<boolean>`lower(data->>'email') = ${email}`,
      ]),
    );
}

/** The ids of the person's platform orders: the rows the storefront keeps by order (links, checkout address). */
export const orderIdsOf = (found: PlatformData) => found.orders.map((order) => String(order.id));

/** Whether the rate limiter's table exists yet (it is created on first use, outside the migrations). */
async function hasRateLimits(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass('public.rate_limits') as found`.execute(db);
  return Boolean(rows[0]?.found);
}

/**
 * The limiter's keys are `{limit}:{subject}`, optionally `{limit}:{subject} {client}` (lib/http/rate-limit.ts); a
 * subject that names a person is their address or its mailbox. It must be one of those exactly, never contain it:
 * `bob@example.com` reaches no counter of `alicebob@example.com`.
 */
const ownRateLimit = (email: string) =>
  sql<boolean>`lower(split_part(substr(key, strpos(key, ':') + 1), ' ', 1)) in (${email}, ${mailboxKey(email)})`;

/** The person's rate-limit counters (none before the limiter's table exists). */
export async function rateLimitsOf(db: Db, email: string): Promise<Record<string, unknown>[]> {
  if (!(await hasRateLimits(db))) return [];
  const query = sql<Record<string, unknown>>`select key, points, expire from rate_limits where ${ownRateLimit(email)}`;
  return (await query.execute(db)).rows;
}

/** Deletes the person's rate-limit counters; how many. */
export async function deleteRateLimitsOf(db: Db, email: string): Promise<number> {
  if (!(await hasRateLimits(db))) return 0;
  return Number((await sql`delete from rate_limits where ${ownRateLimit(email)}`.execute(db)).numAffectedRows ?? 0);
}
