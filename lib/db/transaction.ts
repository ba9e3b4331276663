import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

const uniqueViolation = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === uniqueViolation;
}

/**
 * Runs `work` in one transaction and resolves only after COMMIT. Two concurrent requests with the same idempotency
 * key both see no row; the loser fails on the unique key and runs once more, now finding the winner's row.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction().execute(work);
  }
}
