import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { compareScore } from '@/lib/foodprint/comparison';
import { databaseResultStore } from '@/lib/foodprint/store';
import { testDatabase } from '../db/database';

let url: string;
let db: Kysely<Database>;

beforeAll(async () => {
  url = await testDatabase();
  db = connectDatabase(url);
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
});

describe('Foodprint results in PostgreSQL', () => {
  it('stores results anonymously and counts them per score', async () => {
    const store = databaseResultStore(db);
    for (let i = 0; i < 31; i++)
      await store.save({ score: 10, profileId: 'eco-appetizer', locale: 'de', surveyId: 'survey-foodprint-de' });
    for (let i = 0; i < 19; i++)
      await store.save({ score: 35, profileId: 'zero-waste-wizard', locale: 'it', surveyId: 'survey-foodprint-it' });
    const counts = await store.scoreCounts();
    expect(counts).toHaveLength(41);
    expect([counts[10], counts[35], counts.reduce((a, b) => a + b, 0)]).toEqual([31, 19, 50]);
    expect(compareScore(30, counts)).toEqual({ kind: 'percent', lessWasteThan: 62, total: 50 });

    const columns = (await db.introspection.getTables()).find((t) => t.name === 'foodprint_results')!.columns;
    expect(columns.map((c) => c.name).sort()).toEqual([
      'completed_on',
      'id',
      'locale',
      'profile_id',
      'score',
      'survey_id',
    ]);
  });

  it('refuses a score outside 0 to 40', async () => {
    await expect(
      databaseResultStore(db).save({ score: 41, profileId: 'x', locale: 'en', surveyId: 'survey-foodprint-en' }),
    ).rejects.toThrow(/check constraint/);
  });
});
