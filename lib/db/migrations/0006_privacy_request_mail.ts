import { sql, type Kysely, type Migration } from 'kysely';

// Kysely<any>: a migration runs against the schema as it was then (see 0001_forms).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('privacy_requests').addColumn('mailed_at', 'timestamptz').execute();
  // Every request stored before this was mailed when it was made.
  await db
    .updateTable('privacy_requests')
    .set({ mailed_at: sql`created_at` })
    .execute();
  await db.schema
    .createIndex('privacy_requests_unmailed')
    .on('privacy_requests')
    .column('created_at')
    .where(sql.ref('mailed_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('privacy_requests_unmailed').ifExists().execute();
  await db.schema.alterTable('privacy_requests').dropColumn('mailed_at').execute();
}

/** A privacy request is stored even when no mail may go now: `mailed_at` null until its confirmation link is sent. */
export const migration: Migration = { up, down };
