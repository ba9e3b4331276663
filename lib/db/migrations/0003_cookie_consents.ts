import { sql, type Kysely, type Migration } from 'kysely';

// Kysely<any>: a migration runs against the schema as it was then (see 0001_forms).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cookie_consents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('consent_id', 'uuid', (c) => c.notNull())
    .addColumn('accepted', sql`text[]`, (c) => c.notNull())
    .addColumn('rejected', sql`text[]`, (c) => c.notNull())
    .addColumn('policy_version', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cookie_consents_consent_id').on('cookie_consents').column('consent_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cookie_consents').execute();
}

/** Cookie banner decisions: one row per decision (first and each change), no IP and nothing tying it to a person. */
export const migration: Migration = { up, down };
