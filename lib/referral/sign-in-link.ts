import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { db } from '@/lib/db/server';
import { inTransaction } from '@/lib/db/transaction';
import { overLimit } from '@/lib/http/rate-limit';
import { siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { pathFor } from '@/lib/routes/paths';
import type { Clock } from './clock';
import { mailboxKey } from '@/lib/mail/mailbox';

const signInLinkMinutes = 15;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');
export const isSecret = (value: string) => /^[\w-]{43}$/.test(value);

interface Member {
  id: number;
  first_name: string;
}

const tokenIn = (url: string) => new URL(url).searchParams.get('token') ?? '';

/**
 * Mails a member a sign-in link. Within the per-email allowance each request mints a fresh link; beyond it (three
 * requests anyone could make) the member's newest still-valid link is mailed again, at most once per throttle
 * window, so a stranger can neither lock the member out nor flood their inbox. Never refuses.
 */
export async function mailSignInLink(member: Member, email: string, locale: Locale, clock: Clock): Promise<void> {
  const mailbox = mailboxKey(email);
  if (!(await overLimit('referralSignInEmail', mailbox))) return mintLink(member, email, locale, clock);
  if (await overLimit('referralSignInResend', mailbox)) return;
  const resent = await resendLiveLink(member, email, clock);
  if (!resent) await mintLink(member, email, locale, clock);
}

async function mintLink(member: Member, email: string, locale: Locale, clock: Clock): Promise<void> {
  const token = newSecret();
  await inTransaction(db(), async (trx) => {
    await trx
      .insertInto('referral_sign_in_tokens')
      .values({
        token_hash: hashSecret(token),
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

/** Queues the newest sign-in mail of this member again if its link is still unused and unexpired. */
async function resendLiveLink(member: Member, email: string, clock: Clock): Promise<boolean> {
  return inTransaction(db(), async (trx) => {
    const recent = await trx
      .selectFrom('mail_outbox')
      .select(['locale', 'data'])
      .where('template', '=', 'referral-sign-in')
      .where('recipient', '=', email)
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${signInLinkMinutes})`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const signInUrl = recent?.data.signInUrl;
    if (!recent || !signInUrl) return false;
    const live = await trx
      .selectFrom('referral_sign_in_tokens')
      .select('token_hash')
      .where('token_hash', '=', hashSecret(tokenIn(signInUrl)))
      .where('member_id', '=', member.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', clock())
      .executeTakeFirst();
    if (!live) return false;
    await enqueueMail(trx, {
      template: 'referral-sign-in',
      locale: recent.locale,
      to: email,
      data: { firstName: member.first_name, signInUrl, minutes: String(signInLinkMinutes) },
    });
    return true;
  });
}
