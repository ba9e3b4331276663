import { sql, type Kysely, type Migration } from 'kysely';

// Kysely<any>: a migration runs against the schema as it was then (see 0001_forms).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('consent_records')
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .defaultTo('granted')
        .check(sql`action in ('granted', 'withdrawn')`),
    )
    .execute();
  await db.schema
    .alterTable('cookie_consents')
    .addColumn('withdrawn', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('token_expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '7 days'`))
    .execute();

  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('export', 'erase')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unconfirmed')
        .check(sql`status in ('unconfirmed', 'confirmed', 'done')`),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('download_token_hash', 'text', (c) => c.unique())
    .addColumn('download_expires_at', 'timestamptz')
    .addColumn('export', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('privacy_requests_due')
    .on('privacy_requests')
    .column('confirmed_at')
    .where(sql.ref('status'), '=', 'confirmed')
    .execute();

  await db.schema
    .createTable('privacy_erasures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('requested_via', 'text', (c) => c.notNull())
    .addColumn('counts', 'jsonb', (c) => c.notNull())
    .addColumn('erased_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_erasures').ifExists().execute();
  await db.schema.dropTable('privacy_requests').ifExists().execute();
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('token_expires_at').execute();
  await db.schema.alterTable('cookie_consents').dropColumn('withdrawn').execute();
  await db.schema.alterTable('consent_records').dropColumn('action').execute();
}

/** Privacy rights (issue 22): withdrawals in the consent records, expiring confirmation links, requests, erasures. */
export const migration: Migration = { up, down };
