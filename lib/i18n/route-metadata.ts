import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from './locales';
import { pageMetadata } from './metadata';
import { pathsFor, type RouteParams } from './paths';
import type { AppPathname } from './routing';

/** Metadata of an app route whose title and description live in messages under `pages.{key}`. */
export async function routeMetadata(
  locale: Locale,
  key: string,
  pathname: AppPathname,
  params?: RouteParams,
  values?: Record<string, string>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  return pageMetadata({
    locale,
    title: t('title', values),
    description: t('description', values),
    paths: pathsFor(pathname, params),
  });
}
