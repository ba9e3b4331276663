import 'server-only';
import { filter, isFilled, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import type { Paged } from '../types';
import { emptyPage, toPaged } from './paging';
import { documentOr, listingTags } from './reads';
import { byUID, inLocale, orderBy, runQuery } from './run';

const newestFirst = [
  { field: 'my.post.publication_date', direction: 'desc' as const },
  { field: 'document.first_publication_date', direction: 'desc' as const },
];

export function getCategories(locale: Locale): Promise<Content.BlogCategoryDocument[]> {
  return runQuery(
    'getCategories',
    [],
    (client) =>
      client.getAllByType('blog_category', {
        ...inLocale(locale),
        orderings: orderBy('my.blog_category.name'),
      }),
    () => listingTags('blog_category')(locale),
  );
}

export function getCategory(locale: Locale, uid: string): Promise<Content.BlogCategoryDocument | null> {
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'blog_category', uid, locale);
  return runQuery('getCategory', null, read, documentOr('blog_category', locale));
}

export interface PostListOptions {
  page?: number;
  pageSize?: number;
  /** A blog category uid. */
  category?: string;
}

/** Newest first; with `category`, only that category's posts (none when the category is unknown). */
export async function getPosts(
  locale: Locale,
  { page = 1, pageSize = 9, category }: PostListOptions = {},
): Promise<Paged<Content.PostDocument>> {
  const categoryDoc = category ? await getCategory(locale, category) : undefined;
  if (categoryDoc === null) return emptyPage(page, pageSize);
  return pagedPosts(
    'getPosts',
    locale,
    page,
    pageSize,
    categoryDoc ? [filter.at('my.post.category', categoryDoc.id)] : [],
  );
}

/** The post at `/blog/{categoryUid}/{uid}`; null when it is not in that category. */
export async function getPost(locale: Locale, categoryUid: string, uid: string): Promise<Content.PostDocument | null> {
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'post', uid, locale);
  const post = await runQuery('getPost', null, read, documentOr('post', locale));
  if (!post || !isFilled.contentRelationship(post.data.category)) return null;
  return post.data.category.uid === categoryUid ? post : null;
}

/** Up to `n` posts of the same category, topped up with the newest others. */
export function getRelatedPosts(locale: Locale, post: Content.PostDocument, n = 3): Promise<Content.PostDocument[]> {
  return runQuery(
    'getRelatedPosts',
    [],
    async (client) => {
      const base = { ...inLocale(locale), pageSize: n, orderings: newestFirst };
      const category = isFilled.contentRelationship(post.data.category) ? post.data.category.id : undefined;
      const same = category
        ? (
            await client.getByType('post', {
              ...base,
              filters: [filter.at('my.post.category', category), filter.not('document.id', post.id)],
            })
          ).results
        : [];
      if (same.length >= n) return same;
      const exclude = [post.id, ...same.map((doc) => doc.id)];
      const others = await client.getByType('post', { ...base, pageSize: n + exclude.length });
      const topUp = others.results.filter((doc) => !exclude.includes(doc.id)).slice(0, n - same.length);
      return [...same, ...topUp];
    },
    () => listingTags('post')(locale),
  );
}

/** Full-text search over posts; an empty query finds nothing. */
export async function searchPosts(
  locale: Locale,
  q: string,
  page = 1,
  pageSize = 10,
): Promise<Paged<Content.PostDocument>> {
  const text = q.trim();
  if (!text) return emptyPage(page, pageSize);
  return pagedPosts('searchPosts', locale, page, pageSize, [filter.fulltext('document', text)]);
}

/** One page of posts, newest first, narrowed by `filters`. */
function pagedPosts(
  name: string,
  locale: Locale,
  page: number,
  pageSize: number,
  filters: string[],
): Promise<Paged<Content.PostDocument>> {
  return runQuery(
    name,
    emptyPage<Content.PostDocument>(page, pageSize),
    async (client) =>
      toPaged(await client.getByType('post', { ...inLocale(locale), page, pageSize, orderings: newestFirst, filters })),
    () => listingTags('post')(locale),
  );
}
