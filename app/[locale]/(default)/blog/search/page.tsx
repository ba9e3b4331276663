import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/blog/Pagination';
import { PostGrid } from '@/components/blog/PostGrid';
import { SearchForm } from '@/components/blog/SearchForm';
import styles from '@/components/blog/Blog.module.css';
import { parsePage, parseQuery } from '@/lib/routes/paging';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { searchPosts } from '@/lib/content/queries/blog';
import { pathFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { pageLocale } from '@/lib/i18n/server';

type Props = PageProps<'/[locale]/blog/search'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const metadata = await routeMetadata(await pageLocale(params), 'blogSearch', '/blog/search');
  // Result pages for arbitrary queries are not worth indexing; the empty search page is.
  return parseQuery((await searchParams).q) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function BlogSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const q = parseQuery(query.q);
  const page = parsePage(query.page);
  const [t, blog, results] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.blogSearch' }),
    getTranslations({ locale, namespace: 'blog' }),
    searchPosts(locale, q, page, 9),
  ]);
  const basePath = pathFor(locale, { pathname: '/blog/search' });
  const trail = await crumbs(
    locale,
    {
      label: (await getTranslations({ locale, namespace: 'pages.blog' }))('title'),
      href: pathFor(locale, { pathname: '/blog' }),
    },
    { label: t('title'), href: basePath },
  );
  return (
    <PageShell title={t('title')} breadcrumbs={trail} lead={<p>{t('description')}</p>}>
      <div className={styles.toolbar}>
        <SearchForm locale={locale} query={q} />
      </div>
      {q ? (
        <>
          {results.totalResults > 0 && (
            <p role="status" data-testid="search-summary">
              {blog('searchResults', { count: results.totalResults, query: q })}
            </p>
          )}
          <PostGrid posts={results.results} locale={locale} />
          <Pagination locale={locale} basePath={basePath} page={page} totalPages={results.totalPages} query={{ q }} />
        </>
      ) : (
        <p className="muted">{blog('searchPrompt')}</p>
      )}
    </PageShell>
  );
}
