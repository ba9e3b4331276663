import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/BlogListing';
import { documentPaths } from '@/lib/seo/document';
import { plainText } from '@/lib/content/text';
import { getCategory, listingParams } from '@/lib/content/queries/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedMetadata, routeMetadata } from '@/lib/seo/route-metadata';
import { parseListingParam } from '@/lib/routes/paging';
import { isLocale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';

type Props = PageProps<'/[locale]/blog/[category]'>;

// Only listed pages exist: an unknown category or a page past the last matches no page and gets the server-rendered
// 404 (app/global-not-found.tsx); the proxy rewrites `?page=` to these params (ADR 0064).
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? listingParams(params.locale) : [];
}

/** A category's page (its uid, or `uid~2`…) or the index's from page 2 (`~2`…). */
async function load(params: Props['params']) {
  const { category: param } = await params;
  const locale = await pageLocale(params);
  const { category: uid, page } = parseListingParam(decodeSegment(param));
  return { locale, page, uid, category: uid === undefined ? undefined : await getCategory(locale, uid) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page, uid, category } = await load(params);
  if (uid === undefined) return pagedMetadata(locale, await routeMetadata(locale, 'blog', '/blog'), page);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'pages.blogCategory' });
  const name = category.data.name ?? category.uid;
  const metadata = pageMetadata({
    locale,
    title: t('title', { category: name }),
    description: plainText(category.data.description) || t('description', { category: name }),
    paths: await documentPaths(category),
  });
  return pagedMetadata(locale, metadata, page);
}

export default async function BlogCategoryPage({ params }: Props) {
  const { locale, page, uid, category } = await load(params);
  // A guard: only listed categories render here (and drafts, which Next lets through).
  if (uid !== undefined && !category) notFound();
  return <BlogListing locale={locale} category={category ?? undefined} page={page} />;
}
