import 'server-only';
import { sql } from 'kysely';
import { recordConsent } from '@/lib/db/consent';
import { db } from '@/lib/db/server';
import { inTransaction } from '@/lib/db/transaction';
import { marketForCountry } from '@/lib/markets/regions';
import { siteOrigin } from '@/lib/http/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { pathFor } from '@/lib/routes/paths';
import { referralCode } from './codes';
import { createMemberCoupon } from './platform';
import type { JoinInput } from './schema';
import { logger } from '@/lib/telemetry/log';

const dashboardUrl = (locale: Locale) => `${siteOrigin()}${pathFor(locale, { pathname: '/referral/dashboard' })}`;

/** The currency of the member's market (Europe's when we do not ship there): the coupon's promotion. */
export const memberCurrency = (country: string) => marketForCountry(country, 'consumer')?.currency ?? 'EUR';

/**
 * Enrols a member once per email: the member row, the consents and the welcome mail (with the code) in one
 * transaction; the same email again changes nothing. Only a confirmed address gets here (lib/referral/join.ts).
 * The coupon is created on the platform after commit (idempotent by code).
 */
export async function enrolMember(
  input: Pick<JoinInput, 'email' | 'firstName' | 'country'>,
  meta: { locale: Locale; consentTextVersion: string },
): Promise<{ id: number; code: string; created: boolean }> {
  const member = await inTransaction(db(), async (trx) => {
    const existing = await trx
      .selectFrom('referral_members')
      .select(['id', 'code', 'coupon_id', 'country'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (existing) return { ...existing, created: false };
    let code = referralCode(input.firstName);
    while (await trx.selectFrom('referral_members').select('id').where('code', '=', code).executeTakeFirst())
      code = referralCode(input.firstName);
    const row = await trx
      .insertInto('referral_members')
      .values({
        email: input.email,
        first_name: input.firstName,
        country: input.country,
        locale: meta.locale,
        code,
      })
      .returning(['id', 'code', 'coupon_id', 'country'])
      .executeTakeFirstOrThrow();
    await recordConsent(trx, {
      subject: 'referral',
      subjectId: row.id,
      purposes: ['privacy', 'referral-regulation'],
      textVersion: meta.consentTextVersion,
      locale: meta.locale,
    });
    await enqueueMail(trx, {
      template: 'referral-welcome',
      locale: meta.locale,
      to: input.email,
      data: { firstName: input.firstName, code, dashboardUrl: dashboardUrl(meta.locale) },
    });
    return { ...row, created: true };
  });
  if (!member.coupon_id) await ensureCoupon(member);
  return { id: member.id, code: member.code, created: member.created };
}

/** Enrols directly and answers the code: seeding and tests; visitors join through `requestJoin`. */
export async function joinProgramme(
  input: JoinInput,
  meta: { locale: Locale; consentTextVersion: string },
): Promise<{ code: string }> {
  const { code } = await enrolMember(input, meta);
  return { code };
}

async function ensureCoupon(member: { id: number; code: string; country: string }): Promise<void> {
  try {
    // Joins racing on a fresh organization would each create their currency's promotion: one creator at a time.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('referral-coupons'))`.execute(trx);
        const couponId = await createMemberCoupon(member.code, memberCurrency(member.country));
        await trx.updateTable('referral_members').set({ coupon_id: couponId }).where('id', '=', member.id).execute();
      });
  } catch (error) {
    // The next join or sign-in with this email tries again; the code works once the coupon exists.
    logger.error({ err: error }, '[referral] coupon not created yet');
  }
}

/** A member by email, without touching the platform: a sign-in request does the same work for anyone. */
export async function memberByEmail(email: string) {
  return db().selectFrom('referral_members').select(['id', 'first_name']).where('email', '=', email).executeTakeFirst();
}

/** Retries the member's coupon when the platform was down at join time (on sign-in, after the link is spent). */
export async function ensureMemberCoupon(memberId: number): Promise<void> {
  const member = await db()
    .selectFrom('referral_members')
    .select(['id', 'code', 'coupon_id', 'country'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (member && !member.coupon_id) await ensureCoupon(member);
}

/** One referral as its member sees it: what is theirs (date, status, reward), nothing of the friend's or the order. */
export interface DashboardReferral {
  placedAt: Date;
  status: 'pending' | 'held' | 'approved';
  approveOn: Date | null;
  approvedAt: Date | null;
  rewardCents: number;
  currency: string;
}

/**
 * What the member's dashboard shows: the member, their live referrals (newest first) and the gift card. Only the
 * member's side of each ledger row is read: a friend's address, IP, order id or number never reaches the page.
 */
export async function dashboardFor(memberId: number) {
  const member = await db()
    .selectFrom('referral_members')
    .select(['first_name', 'code', 'country', 'gift_card_id', 'gift_card_code'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db()
    .selectFrom('referrals')
    .select(['placed_at', 'status', 'approve_on', 'approved_at', 'reward_cents', 'currency'])
    .where('member_id', '=', memberId)
    .where('status', '<>', 'void')
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const referrals: DashboardReferral[] = rows.flatMap((row) =>
    row.status === 'void'
      ? []
      : [
          {
            placedAt: row.placed_at,
            status: row.status,
            approveOn: row.approve_on,
            approvedAt: row.approved_at,
            rewardCents: row.reward_cents,
            currency: row.currency,
          },
        ],
  );
  return { member, referrals };
}
