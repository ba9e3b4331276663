import type { Metadata } from 'next';
import type { ImageField, KeyTextField, PrismicDocument } from '@prismicio/client';
import { getAlternates, noindexTag } from '@/lib/content/queries/sitemap';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import type { LocalizedPaths } from '@/lib/routes/paths';
import { canonicalContentPath } from '@/lib/routes/paths';
import { firstText } from '@/lib/content/text';

type SeoData = { meta_title?: KeyTextField; meta_description?: KeyTextField; title?: KeyTextField; image?: ImageField };

/** The document's paths by locale (itself and its translations), as the site serves them. */
export async function documentPaths(doc: PrismicDocument): Promise<LocalizedPaths> {
  const alternates = await getAlternates(doc);
  return Object.fromEntries(
    Object.entries(alternates).map(([locale, path]) => [locale, canonicalContentPath(path as string)]),
  );
}

/** Title and description from the document's SEO fields, canonical and hreflang from its translations. */
export async function documentMetadata(
  locale: Locale,
  doc: PrismicDocument<SeoData>,
  options: {
    paths?: LocalizedPaths;
    fallbackTitle?: string;
    fallbackDescription?: string;
    type?: 'website' | 'article';
  } = {},
): Promise<Metadata> {
  const data = doc.data;
  const metadata = pageMetadata({
    locale,
    title: firstText(data.meta_title, data.title, options.fallbackTitle),
    description: firstText(data.meta_description, options.fallbackDescription) || undefined,
    paths: options.paths ?? (await documentPaths(doc)),
    image: data.image?.url ?? undefined,
    type: options.type,
  });
  // Documents tagged `noindex` (the backers' pages, ADR 0016) stay out of search engines and the sitemap.
  const robots = doc.tags.includes(noindexTag) ? { robots: { index: false, follow: false } } : {};
  // meta_title is the complete title; the layout's "| Viridea" template must not be added again.
  return data.meta_title
    ? { ...metadata, ...robots, title: { absolute: data.meta_title } }
    : { ...metadata, ...robots };
}
