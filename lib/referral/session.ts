import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { db } from '@/lib/db/server';
import { inTransaction } from '@/lib/db/transaction';
import { secureCookies, siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { pathFor } from '@/lib/routes/paths';
import { addDays, systemClock, type Clock } from './clock';
import { memberByEmail } from './server';

const signInLinkMinutes = 15;
const sessionDays = 30;
const cookieName = 'referral_session';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const secret = () => randomBytes(32).toString('base64url');
const isSecret = (value: string) => /^[\w-]{43}$/.test(value);

/**
 * Mails a single-use sign-in link to a member, or the invitation to join to an unknown address; the caller shows
 * the same "check your inbox" either way, so the page never tells who is a member.
 */
export async function requestSignIn(email: string, locale: Locale, clock: Clock = systemClock): Promise<void> {
  const member = await memberByEmail(email);
  await inTransaction(db(), async (trx) => {
    if (!member) {
      const joinUrl = `${siteOrigin()}${pathFor(locale, { pathname: '/referral' })}`;
      await enqueueMail(trx, { template: 'referral-sign-up', locale, to: email, data: { joinUrl } });
      return;
    }
    const token = secret();
    await trx
      .insertInto('referral_sign_in_tokens')
      .values({
        token_hash: hash(token),
        member_id: member.id,
        expires_at: new Date(clock().getTime() + signInLinkMinutes * 60_000),
      })
      .execute();
    const signInUrl = `${siteOrigin()}${pathFor(locale, { pathname: '/referral/dashboard' })}?token=${token}`;
    await enqueueMail(trx, {
      template: 'referral-sign-in',
      locale,
      to: email,
      data: { firstName: member.first_name, signInUrl, minutes: String(signInLinkMinutes) },
    });
  });
}

/** Spends a sign-in token (once, before it expires) and opens a 30-day session; false when the link is no good. */
export async function completeSignIn(token: string, clock: Clock = systemClock): Promise<boolean> {
  if (!isSecret(token)) return false;
  const now = clock();
  const session = secret();
  const opened = await inTransaction(db(), async (trx) => {
    const spent = await trx
      .updateTable('referral_sign_in_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .insertInto('referral_sessions')
      .values({ id_hash: hash(session), member_id: spent.member_id, expires_at: addDays(now, sessionDays) })
      .execute();
    return true;
  });
  if (!opened) return false;
  (await cookies()).set(cookieName, session, {
    httpOnly: true,
    secure: secureCookies(),
    sameSite: 'lax',
    path: '/',
    maxAge: sessionDays * 24 * 60 * 60,
  });
  return true;
}

/** The signed-in member's id, or undefined (no cookie, unknown or expired session). */
export async function currentMemberId(clock: Clock = systemClock): Promise<number | undefined> {
  const value = (await cookies()).get(cookieName)?.value;
  if (!value || !isSecret(value)) return undefined;
  const row = await db()
    .selectFrom('referral_sessions')
    .select('member_id')
    .where('id_hash', '=', hash(value))
    .where('expires_at', '>', clock())
    .executeTakeFirst();
  return row?.member_id;
}

export async function signOut(): Promise<void> {
  const store = await cookies();
  const value = store.get(cookieName)?.value;
  if (value) await db().deleteFrom('referral_sessions').where('id_hash', '=', hash(value)).execute();
  store.delete(cookieName);
}
