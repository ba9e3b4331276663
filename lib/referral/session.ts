import 'server-only';
import { cookies } from 'next/headers';
import { db } from '@/lib/db/server';
import { inTransaction } from '@/lib/db/transaction';
import { secureCookies, siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';
import { pathFor } from '@/lib/routes/paths';
import { addDays, systemClock, type Clock } from './clock';
import { ensureMemberCoupon, memberByEmail } from './server';
import { hashSecret as hash, isSecret, mailSignInLink, newSecret as secret } from './sign-in-link';

const sessionDays = 30;
const cookieName = 'referral_session';

/**
 * Mails a sign-in link to a member (lib/referral/sign-in-link.ts), or the invitation to join to an unknown address
 * (limited like every mail to an unconfirmed address, against the `sender` client's budget too); the caller shows the
 * same "check your inbox" either way.
 */
export async function requestSignIn(
  email: string,
  locale: Locale,
  clock: Clock = systemClock,
  sender?: string,
): Promise<void> {
  const member = await memberByEmail(email);
  if (member) return mailSignInLink(member, email, locale, clock);
  if (!(await mayMailUnconfirmed(email, sender))) return;
  const joinUrl = `${siteOrigin()}${pathFor(locale, { pathname: '/referral' })}`;
  await inTransaction(db(), (trx) =>
    enqueueMail(trx, { template: 'referral-sign-up', locale, to: email, data: { joinUrl } }),
  );
}

/** Spends a sign-in token (once, before it expires) and opens a 30-day session; false when the link is no good. */
export async function completeSignIn(token: string, clock: Clock = systemClock): Promise<boolean> {
  if (!isSecret(token)) return false;
  const spent = await db()
    .updateTable('referral_sign_in_tokens')
    .set({ used_at: clock() })
    .where('token_hash', '=', hash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', clock())
    .returning('member_id')
    .executeTakeFirst();
  if (!spent) return false;
  await openSession(spent.member_id, clock);
  await ensureMemberCoupon(spent.member_id);
  return true;
}

/** A 30-day session for the member on this browser (after a spent sign-in link or a confirmed join). */
export async function openSession(memberId: number, clock: Clock = systemClock): Promise<void> {
  const session = secret();
  await db()
    .insertInto('referral_sessions')
    .values({ id_hash: hash(session), member_id: memberId, expires_at: addDays(clock(), sessionDays) })
    .execute();
  (await cookies()).set(cookieName, session, {
    httpOnly: true,
    secure: secureCookies(),
    sameSite: 'lax',
    path: '/',
    maxAge: sessionDays * 24 * 60 * 60,
  });
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
