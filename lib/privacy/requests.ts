import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/http/site-origin';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { pathFor } from '@/lib/routes/paths';
import { erasePerson } from './erase';
import { exportPerson } from './export';
import { normalEmail } from './found';
import type { PersonalPlatform } from './platform';

export type RequestKind = 'export' | 'erase';

const confirmHours = 24;
const downloadDays = 7;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const isSecret = (value: string) => /^[\w-]{43}$/.test(value);

type MayMail = (email: string) => Promise<boolean>;

const confirmMail = (request: { kind: RequestKind; email: string; locale: string }, token: string) => {
  const locale = isLocale(request.locale) ? request.locale : 'en';
  return {
    template: 'privacy-confirm' as const,
    locale,
    to: request.email,
    data: {
      kind: request.kind,
      hours: String(confirmHours),
      confirmUrl: `${siteOrigin()}${pathFor(locale, { pathname: '/your-data' })}?request=${token}`,
    },
  };
};

/**
 * Stores an unconfirmed request and queues its confirmation mail, whoever the address belongs to: the answer and the
 * work are the same for a known and an unknown address. The request is stored even when `mayMail` says no mail may go
 * now (over the privacy mail budget): then without a link anyone holds, once per address and kind, for
 * `mailWaitingRequests` to mail when the budget allows. Nothing a visitor asked for under the GDPR is dropped.
 */
export async function requestPrivacy(
  db: Kysely<Database>,
  request: { kind: RequestKind; email: string; locale: Locale },
  mayMail: MayMail,
  now = new Date(),
): Promise<void> {
  const email = normalEmail(request.email);
  const mailNow = await mayMail(email);
  const token = newSecret();
  await db.transaction().execute(async (trx) => {
    if (!mailNow) {
      const waiting = await trx
        .selectFrom('privacy_requests')
        .select('id')
        .where('email', '=', email)
        .where('kind', '=', request.kind)
        .where('status', '=', 'unconfirmed')
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (waiting) return;
    }
    await trx
      .insertInto('privacy_requests')
      .values({
        kind: request.kind,
        email,
        locale: request.locale,
        token_hash: hash(token),
        expires_at: mailNow ? new Date(now.getTime() + confirmHours * 3_600_000) : now,
        mailed_at: mailNow ? now : null,
      })
      .execute();
    if (mailNow) await enqueueMail(trx, confirmMail({ ...request, email }, token));
  });
}

/**
 * Mails the requests stored while the budget was spent, oldest first, as far as `mayMail` allows now: each gets a
 * fresh link valid for the usual time from now. Run by `npm run privacy -- run`; says how many went and still wait.
 */
export async function mailWaitingRequests(
  db: Kysely<Database>,
  mayMail: MayMail,
  now = new Date(),
): Promise<{ mailed: number; waiting: number }> {
  const unmailed = () =>
    db.selectFrom('privacy_requests').where('status', '=', 'unconfirmed').where('mailed_at', 'is', null);
  const due = await unmailed()
    .select(['id', 'kind', 'email', 'locale'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(50)
    .execute();
  let mailed = 0;
  for (const request of due) {
    if (!(await mayMail(request.email))) continue;
    const token = newSecret();
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('privacy_requests')
        .set({
          token_hash: hash(token),
          expires_at: new Date(now.getTime() + confirmHours * 3_600_000),
          mailed_at: now,
        })
        .where('id', '=', request.id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (!claimed.numUpdatedRows) return false;
      await enqueueMail(trx, confirmMail(request, token));
      return true;
    });
    if (sent) mailed++;
  }
  const { waiting } = await unmailed()
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .executeTakeFirstOrThrow();
  return { mailed, waiting: Number(waiting) };
}

/** Confirms an unexpired request by its mailed token (once); its kind, or undefined for anything else. */
export async function confirmPrivacyRequest(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<{ id: number; kind: RequestKind } | undefined> {
  if (!isSecret(token)) return undefined;
  const row = await db
    .updateTable('privacy_requests')
    .set({ status: 'confirmed', confirmed_at: now })
    .where('token_hash', '=', hash(token))
    .where('status', '=', 'unconfirmed')
    .where('expires_at', '>', now)
    .returning(['id', 'kind'])
    .executeTakeFirst();
  return row;
}

/** The kind of a live, unconfirmed request (to word its confirmation page); reading it changes nothing. */
export async function pendingKind(db: Kysely<Database>, token: string, now = new Date()) {
  if (!isSecret(token)) return undefined;
  const row = await db
    .selectFrom('privacy_requests')
    .select('kind')
    .where('token_hash', '=', hash(token))
    .where('status', '=', 'unconfirmed')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.kind;
}

/** The stored export behind an unexpired download token, or undefined. */
export async function exportForDownload(db: Kysely<Database>, token: string, now = new Date()) {
  if (!isSecret(token)) return undefined;
  const row = await db
    .selectFrom('privacy_requests')
    .select('export')
    .where('download_token_hash', '=', hash(token))
    .where('download_expires_at', '>', now)
    .executeTakeFirst();
  return row?.export ?? undefined;
}

async function carryOut(db: Kysely<Database>, platform: PersonalPlatform, now: Date): Promise<RequestKind | 'none'> {
  const next = await db
    .selectFrom('privacy_requests')
    .select(['id', 'kind', 'email', 'locale'])
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at')
    .limit(1)
    .executeTakeFirst();
  if (!next) return 'none';
  const locale = isLocale(next.locale) ? next.locale : 'en';
  if (next.kind === 'erase') {
    await erasePerson(db, platform, next.email, 'request');
    await db
      .transaction()
      .execute((trx) => enqueueMail(trx, { template: 'privacy-erased', locale, to: next.email, data: {} }));
    return 'erase';
  }
  const data = await exportPerson(db, platform, next.email, now);
  const token = newSecret();
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('privacy_requests')
      .set({
        status: 'done',
        completed_at: now,
        export: JSON.stringify(data),
        download_token_hash: hash(token),
        download_expires_at: new Date(now.getTime() + downloadDays * 86_400_000),
      })
      .where('id', '=', next.id)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (!claimed.numUpdatedRows) return;
    const downloadUrl = `${siteOrigin()}/api/privacy/export?token=${token}&locale=${locale}`;
    await enqueueMail(trx, {
      template: 'privacy-export',
      locale,
      to: next.email,
      data: { downloadUrl, days: String(downloadDays) },
    });
  });
  return 'export';
}

/**
 * Carries out confirmed requests one by one. An erasure deletes its own request row with the rest of the address's
 * data; an export is claimed by its status, so two runs at once mail one link (the loser's work is dropped).
 */
export async function runPrivacyRequests(
  db: Kysely<Database>,
  platform: PersonalPlatform,
  now = new Date(),
): Promise<Record<RequestKind, number>> {
  const done = { export: 0, erase: 0 };
  for (let i = 0; i < 50; i++) {
    const kind = await carryOut(db, platform, now);
    if (kind === 'none') break;
    done[kind]++;
  }
  return done;
}
