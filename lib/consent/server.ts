import 'server-only';
import { db } from '@/lib/db/server';
import type { ConsentDecision } from './decision';

/**
 * A decision counts against its browser's consent id, then under its address's burst and hourly ceilings, so shoppers
 * behind one address are never refused and a script inventing ids is (docs/adr/0019-fair-limits.md).
 */
export function consentLimitSteps(decision: ConsentDecision, client: string) {
  return [
    ['cookieConsent', decision.consentId],
    ['cookieConsentAddressBurst', client],
    ['cookieConsentAddress', client],
  ] as const;
}

/**
 * Stores one banner decision (what, when, which policy version, which language); returns after the commit. What the
 * same visitor had accepted before and now refuses is recorded as withdrawn (Art. 7(3)), in the same row.
 */
export async function recordCookieConsent(decision: ConsentDecision): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      const previous = await trx
        .selectFrom('cookie_consents')
        .select('accepted')
        .where('consent_id', '=', decision.consentId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const withdrawn = (previous?.accepted ?? []).filter((name) => decision.rejected.includes(name as never));
      await trx
        .insertInto('cookie_consents')
        .values({
          consent_id: decision.consentId,
          accepted: decision.accepted,
          rejected: decision.rejected,
          withdrawn,
          policy_version: decision.policyVersion,
          locale: decision.locale,
        })
        .execute();
    });
}
