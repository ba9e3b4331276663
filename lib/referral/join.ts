import 'server-only';
import { db } from '@/lib/db/server';
import { inTransaction } from '@/lib/db/transaction';
import { siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';
import { pathFor } from '@/lib/routes/paths';
import { systemClock, type Clock } from './clock';
import { openJoin, sealJoin } from './join-token';
import type { JoinInput } from './schema';
import { enrolMember, memberByEmail } from './server';
import { openSession } from './session';
import { mailSignInLink } from './sign-in-link';

const joinLinkHours = 24;

/**
 * A join request: nothing is stored and nothing is told. An unknown address gets a link to confirm the request (the
 * request itself, sealed into it); a member gets their sign-in link instead. Both answer the same "check your inbox".
 */
export async function requestJoin(
  input: JoinInput,
  meta: { locale: Locale; consentTextVersion: string; client?: string },
  clock: Clock = systemClock,
): Promise<void> {
  const member = await memberByEmail(input.email);
  if (member) return mailSignInLink(member, input.email, meta.locale, clock);
  if (!(await mayMailUnconfirmed(input.email, meta.client))) return;
  const token = sealJoin({
    email: input.email,
    firstName: input.firstName,
    country: input.country,
    locale: meta.locale,
    consentTextVersion: meta.consentTextVersion,
    expiresAt: clock().getTime() + joinLinkHours * 3_600_000,
  });
  const confirmUrl = `${siteOrigin()}${pathFor(meta.locale, { pathname: '/referral/dashboard' })}?join=${token}`;
  await inTransaction(db(), (trx) =>
    enqueueMail(trx, {
      template: 'referral-join-confirm',
      locale: meta.locale,
      to: input.email,
      data: { confirmUrl, hours: String(joinLinkHours) },
    }),
  );
}

/**
 * The address owner confirms (a POST from the mailed link's page): the membership and its consent start now, the
 * code goes out by mail and this browser is signed in. False for a bad or expired link, or one already used.
 */
export async function confirmJoin(token: string, clock: Clock = systemClock): Promise<boolean> {
  const join = openJoin(token, clock());
  if (!join) return false;
  const member = await enrolMember(join, { locale: join.locale, consentTextVersion: join.consentTextVersion });
  if (!member.created) return false;
  await openSession(member.id, clock);
  return true;
}
