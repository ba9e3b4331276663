import { searchKinds, type HitImage, type SearchKind } from './documents';

/** What a search answers per match: enough to show and link it (a product's SKU and picture), none of the body. */
export type SiteHit = {
  id: string;
  kind: SearchKind;
  title: string;
  excerpt: string;
  href: string;
  sku?: string;
  image?: HitImage;
};
export type HitGroup = { kind: SearchKind; hits: SiteHit[] };

/** Every match of a search, products first, then help, then posts, each kind by relevance; `count` is theirs. */
export type SiteResults = { count: number; hits: SiteHit[] };

/** Hits by kind in the order results are shown (products, help, posts), each group keeping the ranking. */
export function groupHits(hits: readonly SiteHit[]): HitGroup[] {
  return searchKinds.flatMap((kind) => {
    const ofKind = hits.filter((hit) => hit.kind === kind);
    return ofKind.length ? [{ kind, hits: ofKind }] : [];
  });
}

/**
 * At most `limit` hits for the list as you type, in the page's order: each round the first kind found (products,
 * when there are any) takes two places and every other kind one, so no kind is left out while there is room.
 */
export function pickHits(hits: readonly SiteHit[], limit: number): SiteHit[] {
  const groups = groupHits(hits);
  const taken = groups.map(() => 0);
  let left = Math.min(limit, hits.length);
  while (left > 0) {
    groups.forEach((group, g) => {
      const more = Math.min(g === 0 ? 2 : 1, group.hits.length - taken[g], left);
      taken[g] += more;
      left -= more;
    });
  }
  return groups.flatMap((group, g) => group.hits.slice(0, taken[g]));
}
