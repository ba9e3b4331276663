import type { Metadata } from 'next';
import { siteOrigin } from '@/lib/http/site-origin';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { LocalizedPaths } from '@/lib/routes/paths';

export const siteUrl = siteOrigin();

/** Canonical and hreflang links (en, de, it, x-default → English) for a page known in these locales. */
export function alternates(locale: Locale, paths: LocalizedPaths): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const [lang, path] of Object.entries(paths)) languages[lang] = `${siteUrl}${path}`;
  const fallback = paths[defaultLocale] ?? paths[locale];
  if (fallback) languages['x-default'] = `${siteUrl}${fallback}`;
  return { canonical: paths[locale] ? `${siteUrl}${paths[locale]}` : undefined, languages };
}

export interface PageMetaInput {
  locale: Locale;
  title: string;
  description?: string;
  paths: LocalizedPaths;
  image?: string;
  type?: 'website' | 'article';
}

/** Title, description, canonical/hreflang and social tags for one page. */
export function pageMetadata({ locale, title, description, paths, image, type = 'website' }: PageMetaInput): Metadata {
  const url = paths[locale] ? `${siteUrl}${paths[locale]}` : undefined;
  return {
    title,
    description,
    alternates: alternates(locale, paths),
    openGraph: { title, description, url, type, locale, images: image ? [{ url: image }] : undefined },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}
