import 'server-only';
import { NotFoundError, type Client, type PrismicDocument, type RequestInitLike } from '@prismicio/client';
type GetParams = NonNullable<Parameters<Client['get']>[0]>;
import { unstable_rethrow } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { contentFetchOptions } from '@/lib/cache';
import { contentErrors } from '../errors';
import { getContentClient } from '../instance';
import { toContentLang } from '../langs';

/** Runs a query on the shared client; a missing document or a failing service gives `fallback`. */
export async function runQuery<T>(label: string, fallback: T, query: (client: Client) => Promise<T>): Promise<T> {
  const content = await getContentClient();
  if (!content) return fallback;
  try {
    return await query(content.client);
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof NotFoundError)) console.error(`[content] ${label} failed:`, error);
    return fallback;
  }
}

// `next` is Next's extension of RequestInit, which the client's narrower init type does not list.
const fetchOptions = contentFetchOptions as unknown as RequestInitLike;

/** Query parameters for one locale, with the fetch options Next caches under the content tag. */
export function inLocale(locale: Locale | '*') {
  return { lang: locale === '*' ? '*' : toContentLang(locale), fetchOptions };
}

export const anyLang = { lang: '*', fetchOptions };

/** `getByUID` that refuses lang `*` as the Content API clients always have. */
export async function byUID<T extends PrismicDocument>(
  client: Client,
  type: string,
  uid: string,
  locale: Locale | '*',
): Promise<T> {
  if (locale === '*') throw contentErrors.uidWithAnyLang();
  return (await client.getByUID(type, uid, inLocale(locale))) as unknown as T;
}

export function orderBy(field: string, direction: 'asc' | 'desc' = 'asc') {
  return [{ field, direction }];
}

/** Every page of a query, 100 at a time; our transport already handles 429, so no pause between pages. */
export async function getEvery(client: Client, params: GetParams): Promise<PrismicDocument[]> {
  const documents: PrismicDocument[] = [];
  for (let page = 1; ; page++) {
    const result = await client.get({ ...params, page, pageSize: 100 });
    documents.push(...result.results);
    if (!result.next_page) return documents;
  }
}
