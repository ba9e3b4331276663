import type { Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { CategoryNav } from '@/components/blog/CategoryNav';
import { Pagination } from '@/components/blog/Pagination';
import { PostGrid } from '@/components/blog/PostGrid';
import { SearchForm } from '@/components/blog/SearchForm';
import styles from '@/components/blog/Blog.module.css';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getCategories, getPosts, postsPerPage } from '@/lib/content/queries/blog';
import { plainText } from '@/lib/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { crumbs } from '@/lib/navigation/crumbs';
import { pathFor } from '@/lib/routes/paths';

/** One page of the blog's listing: every post (no category) or one category's, newest first. */
export async function BlogListing({
  locale,
  category,
  page,
}: {
  locale: Locale;
  category?: Content.BlogCategoryDocument;
  page: number;
}) {
  const [t, posts, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.blog' }),
    getPosts(locale, { page, pageSize: postsPerPage, category: category?.uid }),
    getCategories(locale),
  ]);
  const blog = { label: t('title'), href: pathFor(locale, { pathname: '/blog' }) };
  const name = category && (category.data.name ?? category.uid);
  const basePath = category ? resolveLink(category) : blog.href;
  const trail = await crumbs(locale, blog, ...(category && name ? [{ label: name, href: basePath }] : []));
  const description = category ? plainText(category.data.description) : t('description');
  return (
    <PageShell title={name ?? t('title')} breadcrumbs={trail} lead={description ? <p>{description}</p> : undefined}>
      <div className={styles.toolbar}>
        <SearchForm locale={locale} />
        <CategoryNav locale={locale} categories={categories} current={category?.uid} />
      </div>
      <PostGrid posts={posts.results} locale={locale} />
      <Pagination locale={locale} basePath={basePath} page={page} totalPages={posts.totalPages} />
    </PageShell>
  );
}
