import type { Locale } from '@/lib/i18n/locales';
import { maxScore } from './scoring';

/** One completed quiz, anonymous: no visitor, address, time of day or answers. */
export interface QuizResult {
  score: number;
  profileId: string;
  locale: Locale;
  surveyId: string;
}

export interface ResultStore {
  save(result: QuizResult): Promise<void>;
  /** How many stored results have each score, index 0 to 40. */
  scoreCounts(): Promise<number[]>;
}

/** Results kept in this process only: the tests' store, and the site's when no database is configured. */
export function memoryResultStore(): ResultStore & { results: QuizResult[] } {
  const results: QuizResult[] = [];
  return {
    results,
    async save(result) {
      results.push({ ...result });
    },
    async scoreCounts() {
      const counts = Array.from({ length: maxScore + 1 }, () => 0);
      for (const { score } of results) counts[score] += 1;
      return counts;
    },
  };
}
