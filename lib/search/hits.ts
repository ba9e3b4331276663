import { searchKinds, type SearchKind } from './documents';

/** What a search answers per match: enough to show and link it, nothing of the indexed body. */
export type SiteHit = { id: string; kind: SearchKind; title: string; excerpt: string; href: string };
export type HitGroup = { kind: SearchKind; hits: SiteHit[] };

/** Hits by kind in a fixed order (products, FAQ, blog), each group keeping the ranking. */
export function groupHits(hits: SiteHit[]): HitGroup[] {
  return searchKinds
    .map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);
}
