import 'server-only';
import type { Content } from '@prismicio/client';
import { unstable_rethrow } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentApi } from '../sdk';
import { contentErrors } from '../errors';
import { getContentClient } from '../instance';
import { toContentLang } from '../langs';
import { readAt, requestRef } from '../request-ref';
import { tagRead } from './reads';
import { logger } from '@/lib/telemetry/log';

type DocumentType = Content.AllDocumentTypes['type'];
type GetParams = NonNullable<Parameters<ContentApi['get']>[0]>;

/** The ref a cached read is made at: a preview's or a running experiment's, else undefined (the master ref). */
export type ContentRef = string | undefined;

/**
 * Calls `read`, a `'use cache'` read, at the ref this request reads. The ref is looked up here, outside the cache:
 * a preview or an experiment is chosen by cookie, which a cached function may not read (ADR 0058).
 */
export async function atRequestRef<A extends unknown[], R>(
  read: (ref: ContentRef, ...args: A) => Promise<R>,
  ...args: A
): Promise<R> {
  const content = await getContentClient();
  return read(content ? await requestRef(content.client) : undefined, ...args);
}

/**
 * Runs a query at `ref` inside a cached read; a missing document or a failing service gives `fallback`. The read
 * carries the content lifetime, the content tag and the tags `tagsOf` names for the answer (lib/cache.ts).
 */
export async function runQuery<T, F>(
  label: string,
  ref: ContentRef,
  fallback: F,
  query: (client: ContentApi) => Promise<T>,
  tagsOf: (answer: T | F) => readonly string[] = () => [],
): Promise<T | F> {
  const answer = await readAt(ref, () => readQuery(label, fallback, query));
  tagRead(tagsOf(answer));
  return answer;
}

/** A query neither cached nor tagged by itself (the master ref unless inside `readAt`): webhooks, searches. */
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
    if (!content.isNotFound(error)) logger.error({ err: error }, `[content] ${label} failed`);
    return fallback;
  }
}

/** Query parameters for one locale. */
export function inLocale(locale: Locale | '*') {
  return { lang: locale === '*' ? '*' : toContentLang(locale) };
}

export const anyLang = { lang: '*' };

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
