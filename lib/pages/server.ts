import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getCategory, getPost } from '@/lib/content/queries/blog';
import { getPageOrProduct } from '@/lib/content/queries/pages';
import { routeDocument } from '@/lib/content/queries/route-document';
import { firstText } from '@/lib/content/text';
import type { ContentSlice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import type { PageKey } from '@/lib/i18n/global';
import { crumbs } from '@/lib/navigation/crumbs';
import type { Crumb } from '@/lib/navigation/types';
import { documentPaths } from '@/lib/seo/document';
import { staticRoutePath, type RouteHref } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';

export interface RoutePage {
  title: string;
  description: string;
  breadcrumbs: Crumb[];
}

/** Title and description from messages under `pages.{key}`, breadcrumbs ending at the route itself. */
export async function routePage(locale: Locale, key: PageKey, pathname: AppPathname): Promise<RoutePage> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const title = t(`${key}.title`);
  return {
    title,
    description: t(`${key}.description`),
    breadcrumbs: await crumbs(locale, { label: title, href: staticRoutePath(locale, pathname) }),
  };
}

/** A route showing its `page` document; title and description fall back to messages when the document is missing. */
export async function contentRoutePage(
  locale: Locale,
  key: PageKey,
  pathname: AppPathname,
): Promise<RoutePage & { slices: ContentSlice[] | null }> {
  const [doc, t] = await Promise.all([
    routeDocument(locale, pathname),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const title = firstText(doc?.data.title, t(`${key}.title`));
  return {
    title,
    description: t(`${key}.description`),
    breadcrumbs: await crumbs(locale, { label: title, href: staticRoutePath(locale, pathname) }),
    slices: doc ? doc.data.slices : null,
  };
}

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
