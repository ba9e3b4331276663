import type { Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Records that the work an event stands for is being done, in the caller's transaction; false when it was done before
 * (a platform retry), so the work commits once.
 */
export async function firstTime(trx: Transaction<Database>, eventId: string, topic: string): Promise<boolean> {
  const fresh = await trx
    .insertInto('processed_webhook_events')
    .values({ event_id: eventId, topic })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return fresh !== undefined;
}
