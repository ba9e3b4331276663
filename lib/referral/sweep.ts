import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { formatMoney } from '@/lib/markets/money';
import { siteOrigin } from '@/lib/http/site-origin';
import { isLocale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { pathFor } from '@/lib/routes/paths';
import type { Clock } from './clock';
import { fraudPolicy, withinMonthlyCap, type FraudPolicy } from './fraud';
import { nextEntry } from './ledger';
import { isCurrency } from './rewards';

export type TopUp = (
  card: { id: string | null; email: string; currency: 'EUR' | 'GBP' | 'USD' },
  cents: number,
) => Promise<{ id: string; code: string; balanceCents: number }>;

/**
 * Approves due referrals one at a time, each in its own transaction holding its row lock (SKIP LOCKED, so several
 * instances share the work), tops up the member's gift card and queues the voucher mail. Returns how many it approved.
 */
export async function sweepReferrals(
  db: Kysely<Database>,
  clock: Clock,
  topUp: TopUp,
  policy: FraudPolicy = fraudPolicy(),
): Promise<{ approved: number; held: number }> {
  const now = clock();
  const counts = { approved: 0, held: 0 };
  for (;;) {
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('referrals')
        .selectAll()
        .where('status', '=', 'pending')
        .where('approve_on', '<=', now)
        .orderBy('approve_on')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return 'done' as const;
      const next = nextEntry(
        { status: row.status, approveOn: row.approve_on, holdReason: row.hold_reason },
        { type: 'approve', now },
      );
      if (!next) return 'done' as const;
      const member = await trx
        .selectFrom('referral_members')
        .selectAll()
        .where('id', '=', row.member_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const [{ count }] = await trx
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_id', '=', member.id)
        .where('status', '=', 'approved')
        .where('approved_at', '>=', sql<Date>`date_trunc('month', ${now}::timestamptz)`)
        .execute();
      if (!withinMonthlyCap(Number(count), policy)) {
        await trx
          .updateTable('referrals')
          .set({ status: 'held', hold_reason: 'monthly-cap' })
          .where('id', '=', row.id)
          .execute();
        return 'held' as const;
      }
      const currency = isCurrency(row.currency) ? row.currency : 'EUR';
      const card = await topUp({ id: member.gift_card_id, email: member.email, currency }, row.reward_cents);
      await trx
        .updateTable('referral_members')
        .set({ gift_card_id: card.id, gift_card_code: card.code })
        .where('id', '=', member.id)
        .execute();
      await trx
        .updateTable('referrals')
        .set({ status: 'approved', approved_at: now })
        .where('id', '=', row.id)
        .execute();
      const locale = isLocale(member.locale) ? member.locale : 'en';
      await enqueueMail(trx, {
        template: 'referral-voucher',
        locale,
        to: member.email,
        data: {
          firstName: member.first_name,
          giftCardCode: card.code,
          balance: formatMoney(card.balanceCents, currency, locale),
          reward: formatMoney(row.reward_cents, currency, locale),
          dashboardUrl: `${siteOrigin()}${pathFor(locale, { pathname: '/referral/dashboard' })}`,
        },
      });
      return 'approved' as const;
    });
    if (outcome === 'done') return counts;
    counts[outcome] += 1;
  }
}
