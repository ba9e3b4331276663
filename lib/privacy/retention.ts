import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';

type Env = Record<string, string | undefined>;

/** How long things are kept, from configuration; the privacy policy (content/) states the defaults. */
export interface RetentionPolicy {
  sentMailDays: number;
  contactMonths: number;
  /** The referral fraud window: IPs (the ledger's, the checkout's) are compared over this many days, then dropped. */
  ipDays: number;
  unconfirmedNewsletterDays: number;
}

export function retentionPolicy(env: Env = process.env): RetentionPolicy {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    sentMailDays: positive(env.MAIL_RETENTION_DAYS, 30),
    contactMonths: positive(env.CONTACT_RETENTION_MONTHS, 12),
    ipDays: positive(env.REFERRAL_IP_DAYS, 30),
    unconfirmedNewsletterDays: positive(env.NEWSLETTER_UNCONFIRMED_DAYS, 30),
  };
}

export type RetentionCounts = Record<
  | 'sentMails'
  | 'contactMessages'
  | 'signInTokens'
  | 'sessions'
  | 'privacyRequests'
  | 'referralIps'
  | 'unconfirmedNewsletter'
  | 'consentRecords'
  | 'orderLinks'
  | 'checkoutClients',
  number
>;

const count = (rows: { numDeletedRows?: bigint; numUpdatedRows?: bigint }[]) =>
  Number(rows[0]?.numDeletedRows ?? rows[0]?.numUpdatedRows ?? 0);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

async function purge(trx: Transaction<Database>, policy: RetentionPolicy, now: Date): Promise<RetentionCounts> {
  const contactBefore = new Date(now);
  contactBefore.setUTCMonth(contactBefore.getUTCMonth() - policy.contactMonths);
  const newsletterBefore = daysBefore(now, policy.unconfirmedNewsletterDays);
  const expiredContacts = trx.selectFrom('contact_messages').select('id').where('created_at', '<', contactBefore);
  const staleSignUps = trx
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', newsletterBefore);
  const consentRecords = count(
    await trx
      .deleteFrom('consent_records')
      .where((eb) =>
        eb.or([
          eb.and([eb('subject', '=', 'contact'), eb('subject_id', 'in', expiredContacts)]),
          eb.and([eb('subject', '=', 'newsletter'), eb('subject_id', 'in', staleSignUps)]),
        ]),
      )
      .execute(),
  );
  return {
    consentRecords,
    contactMessages: count(await trx.deleteFrom('contact_messages').where('created_at', '<', contactBefore).execute()),
    unconfirmedNewsletter: count(
      await trx.deleteFrom('newsletter_subscriptions').where('id', 'in', staleSignUps).execute(),
    ),
    sentMails: count(
      await trx
        .deleteFrom('mail_outbox')
        .where('status', 'in', ['sent', 'failed'])
        .where(sql<Date>`coalesce(sent_at, created_at)`, '<', daysBefore(now, policy.sentMailDays))
        .execute(),
    ),
    signInTokens: count(
      await trx
        .deleteFrom('referral_sign_in_tokens')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
        .execute(),
    ),
    sessions: count(await trx.deleteFrom('referral_sessions').where('expires_at', '<=', now).execute()),
    privacyRequests: count(
      await trx
        .deleteFrom('privacy_requests')
        .where((eb) =>
          eb.or([
            // One still waiting for its mail is kept until mailed (lib/privacy/requests.ts mailWaitingRequests).
            eb.and([eb('status', '=', 'unconfirmed'), eb('mailed_at', 'is not', null), eb('expires_at', '<=', now)]),
            eb.and([eb('status', '=', 'done'), eb('download_expires_at', '<=', now)]),
          ]),
        )
        .execute(),
    ),
    referralIps: count(
      await trx
        .updateTable('referrals')
        .set({ ip: null })
        .where('ip', 'is not', null)
        .where('placed_at', '<', daysBefore(now, policy.ipDays))
        .execute(),
    ),
    orderLinks: count(await trx.deleteFrom('order_status_links').where('expires_at', '<=', now).execute()),
    checkoutClients: count(
      await trx.deleteFrom('checkout_clients').where('recorded_at', '<', daysBefore(now, policy.ipDays)).execute(),
    ),
  };
}

/**
 * Deletes what is past its period, in one transaction under a transaction-level advisory lock: on several instances
 * one runs, the others return 'busy' at once.
 */
export async function runRetention(
  db: Kysely<Database>,
  policy: RetentionPolicy = retentionPolicy(),
  now = new Date(),
): Promise<RetentionCounts | 'busy'> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('viridea:retention')) as locked`.execute(trx);
    if (!rows[0]?.locked) return 'busy';
    return purge(trx, policy, now);
  });
}
