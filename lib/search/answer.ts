import type { SiteHit } from './hits';

/**
 * What `GET /api/search` answers: the first hits, how many the results page lists (`count`), that number as a
 * sentence to announce (`summary`) and as the label of the way to the page (`seeAll`).
 */
export type SearchAnswer = { query: string; count: number; hits: SiteHit[]; summary: string; seeAll: string };
