import type { Transaction } from 'kysely';
import type { Database } from './schema';

export interface ConsentInput {
  /** What the consent belongs to: 'newsletter', 'contact', 'registration', later 'cookies'. */
  subject: string;
  subjectId: number;
  /** What was agreed, e.g. ['privacy', 'terms']. */
  purposes: string[];
  textVersion: string;
  locale: string;
}

/** One consent record (what, when, which text version, which language; no IP) inside the caller's transaction. */
export async function recordConsent(trx: Transaction<Database>, consent: ConsentInput): Promise<void> {
  await trx
    .insertInto('consent_records')
    .values({
      subject: consent.subject,
      subject_id: consent.subjectId,
      purposes: consent.purposes,
      text_version: consent.textVersion,
      locale: consent.locale,
    })
    .execute();
}
