import type { SearchKind } from './documents';

/** What a search answers per match: enough to show and link it, nothing of the indexed body. */
export type SiteHit = { id: string; kind: SearchKind; title: string; excerpt: string; href: string };
export type HitGroup = { kind: SearchKind; hits: SiteHit[] };

/** Hits by kind, the group with the best hit first, each group keeping the ranking. */
export function groupHits(hits: SiteHit[]): HitGroup[] {
  const kinds = [...new Set(hits.map((hit) => hit.kind))];
  return kinds.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) }));
}
