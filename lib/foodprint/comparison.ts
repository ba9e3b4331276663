import { maxScore } from './scoring';

/** Below this many stored results a percentage would say more about chance than about habits. */
export const minimumResults = 20;

export type Comparison = { kind: 'percent'; lessWasteThan: number; total: number } | { kind: 'few'; total: number };

/** How a score compares with stored results, given how many results have each score (index 0 to 40). */
export function compareScore(score: number, counts: readonly number[]): Comparison {
  const total = counts.slice(0, maxScore + 1).reduce((sum, n) => sum + n, 0);
  if (total < minimumResults) return { kind: 'few', total };
  const lower = counts.slice(0, Math.max(0, score)).reduce((sum, n) => sum + n, 0);
  return { kind: 'percent', lessWasteThan: Math.floor((lower / total) * 100), total };
}
