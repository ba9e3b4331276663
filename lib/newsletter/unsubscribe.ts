import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { subscriptionOf } from './unsubscribe-token';

/**
 * Ends a subscription by its mailed token (Art. 7(3)): the row is deleted and the withdrawal recorded in the consent
 * records with its time and the text version that had been agreed to. Unsubscribing twice answers the same.
 */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<'unsubscribed' | 'invalid'> {
  const id = subscriptionOf(token);
  if (id === undefined) return 'invalid';
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'locale'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return;
    const agreed = await trx
      .selectFrom('consent_records')
      .select('text_version')
      .where('subject', '=', 'newsletter')
      .where('subject_id', '=', id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    await trx
      .insertInto('consent_records')
      .values({
        subject: 'newsletter',
        subject_id: id,
        purposes: ['newsletter'],
        text_version: agreed?.text_version ?? 'unknown',
        locale: row.locale,
        action: 'withdrawn',
      })
      .execute();
    await trx.deleteFrom('newsletter_subscriptions').where('id', '=', id).execute();
  });
  return 'unsubscribed';
}
