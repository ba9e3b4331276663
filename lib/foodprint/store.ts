import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import type { ResultStore } from './results';
import { maxScore } from './scoring';

/** Results in the storefront database (table `foodprint_results`, migration 0002). */
export function databaseResultStore(db: Kysely<Database>): ResultStore {
  return {
    async save({ score, profileId, locale, surveyId }) {
      await db
        .insertInto('foodprint_results')
        .values({ score, profile_id: profileId, locale, survey_id: surveyId })
        .execute();
    },
    async scoreCounts() {
      const rows = await db
        .selectFrom('foodprint_results')
        .select(['score', db.fn.countAll<string>().as('results')])
        .groupBy('score')
        .execute();
      const counts = Array.from({ length: maxScore + 1 }, () => 0);
      for (const row of rows) if (row.score >= 0 && row.score <= maxScore) counts[row.score] = Number(row.results);
      return counts;
    },
  };
}
