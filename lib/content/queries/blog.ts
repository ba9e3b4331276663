import 'server-only';
import { filter, isFilled } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import type { BlogCategoryDocument, Paged, PostDocument } from '../types';
import { emptyPage, toPaged } from './paging';
import { byUID, inLocale, orderBy, runQuery } from './run';

const newestFirst = [
  { field: 'my.post.publication_date', direction: 'desc' as const },
  { field: 'document.first_publication_date', direction: 'desc' as const },
];

export function getCategories(locale: Locale): Promise<BlogCategoryDocument[]> {
  return runQuery(
    'getCategories',
    [],
    async (client) =>
      (await client.getAllByType('blog_category', {
        ...inLocale(locale),
        orderings: orderBy('my.blog_category.name'),
      })) as unknown as BlogCategoryDocument[],
  );
}

export function getCategory(locale: Locale, uid: string): Promise<BlogCategoryDocument | null> {
  return runQuery('getCategory', null, (client) => byUID<BlogCategoryDocument>(client, 'blog_category', uid, locale));
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
): Promise<Paged<PostDocument>> {
  const categoryDoc = category ? await getCategory(locale, category) : undefined;
  if (categoryDoc === null) return emptyPage(page, pageSize);
  return pagedPosts('getPosts', locale, page, pageSize, categoryDoc ? [filter.at('my.post.category', categoryDoc.id)] : []);
}

/** The post at `/blog/{categoryUid}/{uid}`; null when it is not in that category. */
export async function getPost(locale: Locale, categoryUid: string, uid: string): Promise<PostDocument | null> {
  const post = await runQuery('getPost', null, (client) => byUID<PostDocument>(client, 'post', uid, locale));
  if (!post || !isFilled.contentRelationship(post.data.category)) return null;
  return post.data.category.uid === categoryUid ? post : null;
}

/** Up to `n` posts of the same category, topped up with the newest others. */
export function getRelatedPosts(locale: Locale, post: PostDocument, n = 3): Promise<PostDocument[]> {
  return runQuery('getRelatedPosts', [], async (client) => {
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
    if (same.length >= n) return same as unknown as PostDocument[];
    const exclude = [post.id, ...same.map((doc) => doc.id)];
    const others = await client.getByType('post', { ...base, pageSize: n + exclude.length });
    const topUp = others.results.filter((doc) => !exclude.includes(doc.id)).slice(0, n - same.length);
    return [...same, ...topUp] as unknown as PostDocument[];
  });
}

/** Full-text search over posts; an empty query finds nothing. */
export async function searchPosts(locale: Locale, q: string, page = 1, pageSize = 10): Promise<Paged<PostDocument>> {
  const text = q.trim();
  if (!text) return emptyPage(page, pageSize);
  return pagedPosts('searchPosts', locale, page, pageSize, [filter.fulltext('document', text)]);
}

/** One page of posts, newest first, narrowed by `filters`. */
function pagedPosts(name: string, locale: Locale, page: number, pageSize: number, filters: string[]): Promise<Paged<PostDocument>> {
  return runQuery(name, emptyPage<PostDocument>(page, pageSize), async (client) =>
    toPaged<PostDocument>(await client.getByType('post', { ...inLocale(locale), page, pageSize, orderings: newestFirst, filters })),
  );
}
