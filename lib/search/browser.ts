import type { Locale } from '@/lib/i18n/locales';
import type { SiteHit } from './hits';

/**
 * What `GET /api/search` answers: the first hits, how many the results page lists (`count`), that number as a
 * sentence to announce (`summary`) and as the label of the way to the page (`seeAll`).
 */
export type SearchAnswer = { query: string; count: number; hits: SiteHit[]; summary: string; seeAll: string };

/** The header's results for `query`; aborted with `signal` when a newer query supersedes it. */
export async function fetchSearch(locale: Locale, query: string, signal: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: query, locale, limit: '8' });
  const response = await fetch(`/api/search?${params}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchAnswer;
}
