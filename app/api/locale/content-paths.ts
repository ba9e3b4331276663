import { documentPaths } from '@/lib/seo/document';
import { getCategory, getPost } from '@/lib/content/queries/blog';
import { getPageOrProduct } from '@/lib/content/queries/pages';
import type { Locale } from '@/lib/i18n/locales';
import type { RouteHref } from '@/lib/routes/paths';

type Doc = Parameters<typeof documentPaths>[0];

function param(href: RouteHref, name: string): string {
  const value = href.params?.[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** The document behind a content-addressed route in `from`; undefined when the route is not one. */
function sourceDocument(href: RouteHref, from: Locale): Promise<Doc | null> | undefined {
  switch (href.pathname) {
    case '/[uid]':
      return getPageOrProduct(from, param(href, 'uid'));
    case '/blog/[category]':
      return getCategory(from, param(href, 'category'));
    case '/blog/[category]/[uid]':
      return getPost(from, param(href, 'category'), param(href, 'uid'));
    default:
      // FAQ uids are the same in every locale, so the plain route translation is right for them.
      return undefined;
  }
}

/**
 * For routes whose params are content uids that differ per locale: the translation's path, `null` when the
 * document has no translation, `undefined` when the route is not content-addressed.
 */
export async function translatedContentPath(
  href: RouteHref,
  from: Locale,
  to: Locale,
): Promise<string | null | undefined> {
  const pending = sourceDocument(href, from);
  if (!pending) return undefined;
  const doc = await pending;
  if (!doc) return null;
  return (await documentPaths(doc))[to] ?? null;
}
