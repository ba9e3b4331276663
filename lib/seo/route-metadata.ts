import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { PageKey } from '@/lib/i18n/global';
import { pageMetadata } from '@/lib/seo/metadata';
import { pathsFor, type RouteParams } from '@/lib/routes/paths';
import { routeDocument } from '@/lib/content/queries/route-document';
import type { AppPathname } from '@/lib/routes/table';
import { documentMetadata } from './document';

/** Metadata of an app route whose title and description live in messages under `pages.{key}`. */
export async function routeMetadata(
  locale: Locale,
  key: PageKey,
  pathname: AppPathname,
  params?: RouteParams,
  values?: Record<string, string>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return pageMetadata({
    locale,
    title: t(`${key}.title`, values),
    description: t(`${key}.description`, values),
    paths: pathsFor(pathname, params),
  });
}

/** Metadata of a route showing its `page` document; messages under `pages.{key}` when the document is missing. */
export async function contentRouteMetadata(locale: Locale, key: PageKey, pathname: AppPathname): Promise<Metadata> {
  const doc = await routeDocument(locale, pathname);
  if (!doc) return routeMetadata(locale, key, pathname);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return documentMetadata(locale, doc, {
    paths: pathsFor(pathname),
    fallbackTitle: t(`${key}.title`),
    fallbackDescription: t(`${key}.description`),
  });
}

/** A listing's page 2 and on carry their page number in the title, so each page of the listing has its own. */
export async function pagedMetadata(locale: Locale, metadata: Metadata, page: number): Promise<Metadata> {
  if (page <= 1 || typeof metadata.title !== 'string') return metadata;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const title = t('pagedTitle', { title: metadata.title, page });
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title }, twitter: { ...metadata.twitter, title } };
}
