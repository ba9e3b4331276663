import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { pathsFor, type RouteParams } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';

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
