import 'server-only';
import { filter, isFilled, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import type { Paged } from '../types';
import { emptyPage, toPaged } from './paging';
import { documentOr, listingTags } from './reads';
import { readAt } from '../request-ref';
import { atRequestRef, byUID, inLocale, orderBy, readQuery, runQuery, type ContentRef } from './run';
import { listingParam } from '@/lib/routes/paging';

const newestFirst = [
  { field: 'my.post.publication_date', direction: 'desc' as const },
  { field: 'document.first_publication_date', direction: 'desc' as const },
];

export const getCategories = (locale: Locale) => atRequestRef(categoriesAt, locale);

async function categoriesAt(ref: ContentRef, locale: Locale): Promise<Content.BlogCategoryDocument[]> {
  'use cache';
  return runQuery(
    'getCategories',
    ref,
    [],
    (client) =>
      client.getAllByType('blog_category', {
        ...inLocale(locale),
        orderings: orderBy('my.blog_category.name'),
      }),
    () => listingTags('blog_category')(locale),
  );
}

/** The category `uid`, found in the listing: a uid from the address adds no cache entry of its own (ADR 0007). */
export async function getCategory(locale: Locale, uid: string): Promise<Content.BlogCategoryDocument | null> {
  return (await getCategories(locale)).find((category) => category.uid === uid) ?? null;
}

/** Posts on one page of a blog listing. */
export const postsPerPage = 9;

/**
 * The `[category]` params of every blog listing page in `locale`: each category's uid (its page 1) and, from page
 * 2 on, the index's and each category's pages, so a page past the last is no page (ADR 0064).
 */
export async function listingParams(locale: Locale): Promise<{ category: string }[]> {
  const categories = await getCategories(locale);
  const listings = await Promise.all(
    [undefined, ...categories.map((category) => category.uid)].map(async (category) => {
      const { totalPages } = await getPosts(locale, { pageSize: postsPerPage, category });
      const pages = Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) =>
        listingParam(category, index + 2),
      );
      return category === undefined ? pages : [category, ...pages];
    }),
  );
  return listings.flat().map((category) => ({ category }));
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
  // Only pages that exist are read (and kept): `?page=` comes from the address (ADR 0007).
  const first = await atRequestRef(postsAt, locale, 1, pageSize, categoryDoc?.id);
  if (page === 1 || page > first.totalPages) return page === 1 ? first : emptyPage(page, pageSize);
  return atRequestRef(postsAt, locale, page, pageSize, categoryDoc?.id);
}

async function postsAt(
  ref: ContentRef,
  locale: Locale,
  page: number,
  pageSize: number,
  categoryId: string | undefined,
): Promise<Paged<Content.PostDocument>> {
  'use cache';
  const filters = categoryId ? [filter.at('my.post.category', categoryId)] : [];
  return runQuery(
    'getPosts',
    ref,
    emptyPage<Content.PostDocument>(page, pageSize),
    postsPage(locale, page, pageSize, filters),
    () => listingTags('post')(locale),
  );
}

/** The post at `/blog/{categoryUid}/{uid}`; null when it is not in that category. */
export async function getPost(locale: Locale, categoryUid: string, uid: string): Promise<Content.PostDocument | null> {
  const post = await atRequestRef(postAt, locale, uid);
  if (!post || !isFilled.contentRelationship(post.data.category)) return null;
  return post.data.category.uid === categoryUid ? post : null;
}

async function postAt(ref: ContentRef, locale: Locale, uid: string): Promise<Content.PostDocument | null> {
  'use cache';
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'post', uid, locale);
  return runQuery('getPost', ref, null, read, documentOr('post', locale));
}

/** Up to `n` posts of the same category, topped up with the newest others. */
export function getRelatedPosts(locale: Locale, post: Content.PostDocument, n = 3): Promise<Content.PostDocument[]> {
  const category = isFilled.contentRelationship(post.data.category) ? post.data.category.id : undefined;
  return atRequestRef(relatedPostsAt, locale, post.id, category, n);
}

async function relatedPostsAt(
  ref: ContentRef,
  locale: Locale,
  postId: string,
  category: string | undefined,
  n: number,
): Promise<Content.PostDocument[]> {
  'use cache';
  return runQuery(
    'getRelatedPosts',
    ref,
    [],
    async (client) => {
      const base = { ...inLocale(locale), pageSize: n, orderings: newestFirst };
      const same = category
        ? (
            await client.getByType('post', {
              ...base,
              filters: [filter.at('my.post.category', category), filter.not('document.id', postId)],
            })
          ).results
        : [];
      if (same.length >= n) return same;
      const exclude = [postId, ...same.map((doc) => doc.id)];
      const others = await client.getByType('post', { ...base, pageSize: n + exclude.length });
      const topUp = others.results.filter((doc) => !exclude.includes(doc.id)).slice(0, n - same.length);
      return [...same, ...topUp];
    },
    () => listingTags('post')(locale),
  );
}

/** Full-text search over posts; an empty query finds nothing. Not cached: the text is the visitor's (ADR 0007). */
export async function searchPosts(
  locale: Locale,
  q: string,
  page = 1,
  pageSize = 10,
): Promise<Paged<Content.PostDocument>> {
  const text = q.trim();
  if (!text) return emptyPage(page, pageSize);
  const read = postsPage(locale, page, pageSize, [filter.fulltext('document', text)]);
  return atRequestRef((ref) => readAt(ref, () => readQuery('searchPosts', emptyPage(page, pageSize), read)));
}

/** One page of posts, newest first, narrowed by `filters`. */
const postsPage =
  (locale: Locale, page: number, pageSize: number, filters: string[]) =>
  async (client: Parameters<typeof byUID>[0]): Promise<Paged<Content.PostDocument>> =>
    toPaged(await client.getByType('post', { ...inLocale(locale), page, pageSize, orderings: newestFirst, filters }));
