import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import styles from '@/components/blog/Blog.module.css';
import { PostGrid } from '@/components/blog/PostGrid';
import { PostMeta } from '@/components/blog/PostMeta';
import { ContentImage } from '@/components/content/ContentImage';
import { JsonLd } from '@/components/content/JsonLd';
import { RichText } from '@/components/content/RichText';
import { documentMetadata } from '@/lib/seo/document';
import { absoluteUrl, blogPostingJsonLd } from '@/lib/seo/json-ld';
import { contentStaticParams } from '@/lib/content/queries/static-params';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getCategory, getPost, getRelatedPosts } from '@/lib/content/queries/blog';
import { siteUrl } from '@/lib/seo/metadata';
import { pathFor } from '@/lib/routes/paths';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';

type Props = PageProps<'/[locale]/blog/[category]/[uid]'>;

// Unknown slugs fall through to [...rest] (a dynamic 404) instead of each being cached as a page (issue 9).
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return contentStaticParams('post', params.locale, '/blog/[category]/[uid]');
}

async function load(params: Props['params']) {
  const { category, uid } = await params;
  const locale = await pageLocale(params);
  return { locale, post: await getPost(locale, decodeSegment(category), decodeSegment(uid)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await load(params);
  return post
    ? documentMetadata(locale, post, { fallbackDescription: post.data.excerpt ?? undefined, type: 'article' })
    : {};
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, post } = await load(params);
  if (!post) notFound();
  const categoryUid = 'uid' in post.data.category ? (post.data.category.uid ?? '') : '';
  const [t, blog, meta, category, related] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.blog' }),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'meta' }),
    getCategory(locale, categoryUid),
    getRelatedPosts(locale, post, 3),
  ]);
  const path = resolveLink(post);
  const title = post.data.title ?? post.uid;
  const trail = await crumbs(
    locale,
    { label: t('title'), href: pathFor(locale, { pathname: '/blog' }) },
    ...(category ? [{ label: category.data.name ?? category.uid, href: resolveLink(category) }] : []),
    { label: title, href: path },
  );
  const posting = blogPostingJsonLd({
    headline: title,
    description: post.data.excerpt ?? undefined,
    url: `${siteUrl}${path}`,
    image: post.data.image?.url ? absoluteUrl(siteUrl, post.data.image.url) : undefined,
    datePublished: post.data.publication_date ?? post.first_publication_date,
    dateModified: post.last_publication_date,
    author: post.data.author ?? undefined,
    publisher: meta('siteName'),
    inLanguage: locale,
  });
  return (
    <PageShell title={title} breadcrumbs={trail}>
      <JsonLd data={posting} />
      <article className={styles.article}>
        <PostMeta post={post} locale={locale} />
        {post.data.excerpt && <p className="page-shell__lead">{post.data.excerpt}</p>}
        {post.data.image?.url && (
          <figure className={styles.hero}>
            <ContentImage field={post.data.image} priority sizes="(min-width: 820px) 760px, 100vw" />
          </figure>
        )}
        <RichText field={post.data.body} />
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-posts">
          <h2 id="related-posts">{blog('related')}</h2>
          <PostGrid posts={related} locale={locale} headingLevel={3} />
        </section>
      )}
    </PageShell>
  );
}
