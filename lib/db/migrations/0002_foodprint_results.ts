import { sql, type Kysely, type Migration } from 'kysely';

// Anonymous by design: no visitor, address, session or time of day, only the day the quiz was finished.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('foodprint_results')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('score', 'smallint', (c) => c.notNull().check(sql`score between 0 and 40`))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('survey_id', 'text', (c) => c.notNull())
    .addColumn('completed_on', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .execute();
  await db.schema.createIndex('foodprint_results_score').on('foodprint_results').column('score').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('foodprint_results').ifExists().execute();
}

export const migration: Migration = { up, down };
