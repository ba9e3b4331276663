import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryNav } from '@/components/blog/CategoryNav';
import { Pagination } from '@/components/blog/Pagination';
import { PostGrid } from '@/components/blog/PostGrid';
import { SearchForm } from '@/components/blog/SearchForm';
import styles from '@/components/blog/Blog.module.css';
import { parsePage } from '@/lib/routes/paging';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { getCategories, getPosts } from '@/lib/content/queries/blog';
import { pathFor } from '@/lib/routes/paths';
import { pagedMetadata, routeMetadata } from '@/lib/seo/route-metadata';
import { pageLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  return pagedMetadata(locale, await routeMetadata(locale, 'blog', '/blog'), parsePage((await searchParams).page));
}

export default async function BlogIndexPage({ params, searchParams }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  const page = parsePage((await searchParams).page);
  const [t, posts, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.blog' }),
    getPosts(locale, { page, pageSize: 9 }),
    getCategories(locale),
  ]);
  if (page > 1 && page > posts.totalPages) notFound();
  const basePath = pathFor(locale, { pathname: '/blog' });
  const trail = await crumbs(locale, { label: t('title'), href: basePath });
  return (
    <PageShell title={t('title')} breadcrumbs={trail} lead={<p>{t('description')}</p>}>
      <div className={styles.toolbar}>
        <SearchForm locale={locale} />
        <CategoryNav locale={locale} categories={categories} />
      </div>
      <PostGrid posts={posts.results} locale={locale} />
      <Pagination locale={locale} basePath={basePath} page={page} totalPages={posts.totalPages} />
    </PageShell>
  );
}
