import type { Scored } from './classifier';

/**
 * Below `handover` the assistant says it is unsure; within `clarifyMargin` of the best it asks which one is meant;
 * the weights were chosen by `npm run eval:assistant:cv` (5-fold over the training paraphrases), not on held-out questions.
 */
export const thresholds = {
  handover: 0.4,
  clarifyMargin: 0.06,
  classifierWeight: 0.5,
  productDamping: 0.3,
} as const;

export type Decision =
  | { kind: 'answer'; best: Scored; confidence: number }
  | { kind: 'clarify'; options: [Scored, Scored]; confidence: number }
  | { kind: 'handover'; confidence: number };

/** Retrieval scores are unbounded (BM25): scaled to 0..1 by the best hit, damped when even that one is weak. */
function normalizeRetrieval(hits: Scored[]): Map<string, number> {
  const best = Math.max(0, ...hits.map((hit) => hit.score));
  if (best === 0) return new Map();
  const strength = best / (best + 4);
  return new Map(hits.map((hit) => [hit.uid, (hit.score / best) * strength]));
}

/** The classifier's probabilities blended with the search ranking, best first. */
export function blend(classified: Scored[], retrieved: Scored[]): Scored[] {
  const retrieval = normalizeRetrieval(retrieved);
  const uids = new Set([...classified.map((item) => item.uid), ...retrieval.keys()]);
  const weight = thresholds.classifierWeight;
  const byUid = new Map(classified.map((item) => [item.uid, item.score]));
  return [...uids]
    .map((uid) => ({ uid, score: weight * (byUid.get(uid) ?? 0) + (1 - weight) * (retrieval.get(uid) ?? 0) }))
    .sort((a, b) => b.score - a.score);
}

export function decide(ranked: Scored[]): Decision {
  const [best, second] = ranked;
  if (!best || best.score < thresholds.handover) return { kind: 'handover', confidence: best?.score ?? 0 };
  if (second && second.score >= thresholds.handover && best.score - second.score < thresholds.clarifyMargin) {
    return { kind: 'clarify', options: [best, second], confidence: best.score };
  }
  return { kind: 'answer', best, confidence: best.score };
}
