import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryNav } from '@/components/blog/CategoryNav';
import { Pagination } from '@/components/blog/Pagination';
import { PostGrid } from '@/components/blog/PostGrid';
import { SearchForm } from '@/components/blog/SearchForm';
import styles from '@/components/blog/Blog.module.css';
import { parsePage } from '@/lib/routes/paging';
import { documentPaths } from '@/lib/seo/document';
import { plainText } from '@/lib/content/text';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getCategories, getCategory, getPosts } from '@/lib/content/queries/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedMetadata } from '@/lib/seo/route-metadata';
import { pathFor } from '@/lib/routes/paths';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';

type Props = PageProps<'/[locale]/blog/[category]'>;

async function load(params: Props['params']) {
  const { category } = await params;
  const locale = await pageLocale(params);
  return { locale, category: await getCategory(locale, decodeSegment(category)) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, category } = await load(params);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'pages.blogCategory' });
  const name = category.data.name ?? category.uid;
  const metadata = pageMetadata({
    locale,
    title: t('title', { category: name }),
    description: plainText(category.data.description) || t('description', { category: name }),
    paths: await documentPaths(category),
  });
  return pagedMetadata(locale, metadata, parsePage((await searchParams).page));
}

export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { locale, category } = await load(params);
  if (!category) notFound();
  const page = parsePage((await searchParams).page);
  const [blog, posts, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.blog' }),
    getPosts(locale, { page, pageSize: 9, category: category.uid }),
    getCategories(locale),
  ]);
  if (page > 1 && page > posts.totalPages) notFound();
  const name = category.data.name ?? category.uid;
  const basePath = resolveLink(category);
  const trail = await crumbs(
    locale,
    { label: blog('title'), href: pathFor(locale, { pathname: '/blog' }) },
    { label: name, href: basePath },
  );
  const description = plainText(category.data.description);
  return (
    <PageShell title={name} breadcrumbs={trail} lead={description ? <p>{description}</p> : undefined}>
      <div className={styles.toolbar}>
        <SearchForm locale={locale} />
        <CategoryNav locale={locale} categories={categories} current={category.uid} />
      </div>
      <PostGrid posts={posts.results} locale={locale} />
      <Pagination locale={locale} basePath={basePath} page={page} totalPages={posts.totalPages} />
    </PageShell>
  );
}
