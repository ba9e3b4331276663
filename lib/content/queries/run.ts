import 'server-only';
import type { Content, RequestInitLike } from '@prismicio/client';
import { unstable_rethrow } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { cacheTags, contentRevalidateSeconds } from '@/lib/cache';
import type { ContentApi } from '../sdk';
import { contentErrors } from '../errors';
import { getContentClient } from '../instance';
import { toContentLang } from '../langs';
import { markReads } from './reads';

type DocumentType = Content.AllDocumentTypes['type'];
type GetParams = NonNullable<Parameters<ContentApi['get']>[0]>;

/**
 * Runs a query on the shared client; a missing document or a failing service gives `fallback`. The render that
 * reads it carries the content tag and the tags `tagsOf` names for the answer (lib/cache.ts, ADR 0035).
 */
export async function runQuery<T, F>(
  label: string,
  fallback: F,
  query: (client: ContentApi) => Promise<T>,
  tagsOf: (answer: T | F) => readonly string[] = () => [],
): Promise<T | F> {
  const answer = await readQuery(label, fallback, query);
  await markReads(tagsOf(answer));
  return answer;
}

/** `runQuery` without tags, for a caller that tags several reads at once. */
export async function readQuery<T, F>(
  label: string,
  fallback: F,
  query: (client: ContentApi) => Promise<T>,
): Promise<T | F> {
  const content = await getContentClient();
  if (!content) return fallback;
  try {
    return await query(content.client);
  } catch (error) {
    unstable_rethrow(error);
    if (!content.isNotFound(error)) console.error(`[content] ${label} failed:`, error);
    return fallback;
  }
}

// `next` is Next's extension of RequestInit, which the client's narrower init type does not list.
const fetchOptions: RequestInitLike & Pick<RequestInit, 'next'> = {
  next: { tags: [cacheTags.content], revalidate: contentRevalidateSeconds },
};

/** Query parameters for one locale, with the fetch options Next caches a hosted answer with. */
export function inLocale(locale: Locale | '*') {
  return { lang: locale === '*' ? '*' : toContentLang(locale), fetchOptions };
}

export const anyLang = { lang: '*', fetchOptions };

/** `getByUID` that refuses lang `*` as the Content API clients always have. */
export async function byUID<Type extends DocumentType>(
  client: ContentApi,
  type: Type,
  uid: string,
  locale: Locale | '*',
) {
  if (locale === '*') throw contentErrors.uidWithAnyLang();
  return client.getByUID(type, uid, inLocale(locale));
}

export function orderBy(field: string, direction: 'asc' | 'desc' = 'asc') {
  return [{ field, direction }];
}

/** Every page of a query, 100 at a time; our transport already handles 429, so no pause between pages. */
export async function getEvery(client: ContentApi, params: GetParams): Promise<Content.AllDocumentTypes[]> {
  const documents: Content.AllDocumentTypes[] = [];
  for (let page = 1; ; page++) {
    const result = await client.get({ ...params, page, pageSize: 100 });
    documents.push(...result.results);
    if (!result.next_page) return documents;
  }
}
