import 'server-only';
import { db } from '@/lib/db/server';
import type { ConsentDecision } from './decision';

/** Stores one banner decision (what, when, which policy version, which language); returns after the commit. */
export async function recordCookieConsent(decision: ConsentDecision): Promise<void> {
  await db()
    .insertInto('cookie_consents')
    .values({
      consent_id: decision.consentId,
      accepted: decision.accepted,
      rejected: decision.rejected,
      policy_version: decision.policyVersion,
      locale: decision.locale,
    })
    .execute();
}
