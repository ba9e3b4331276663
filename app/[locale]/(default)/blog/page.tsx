import { BlogListing } from '@/components/blog/BlogListing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { pageLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>) {
  return routeMetadata(await pageLocale(params), 'blog', '/blog');
}

/** The blog's page 1; `?page=` 2 and on are `[category]` params the proxy rewrites to (ADR 0064). */
export default async function BlogIndexPage({ params }: PageProps<'/[locale]/blog'>) {
  return <BlogListing locale={await pageLocale(params)} page={1} />;
}
