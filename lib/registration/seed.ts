import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { sampleWarrantyCodes } from '@/lib/forms/warranty-code';

/** The demo codes of docs/forms.md in the embedded database (never in a configured DATABASE_URL): 100, one year each. */
export async function seedWarrantyCodes(db: Kysely<Database>, count = 100): Promise<void> {
  await db
    .insertInto('warranty_codes')
    .values(sampleWarrantyCodes(count).map((code) => ({ code })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
