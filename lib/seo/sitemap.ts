import type { MetadataRoute } from 'next';
import type { SitemapEntry } from '@/lib/content/types';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { appRoutePaths, canonicalContentPath } from '@/lib/routes/paths';

/** Content dates come as `2025-01-15T08:00:00+0000`; sitemaps want W3C datetimes. */
function w3cDate(value: string): string | undefined {
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function languages(base: string, paths: Partial<Record<Locale, string>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const locale of locales) if (paths[locale]) result[locale] = `${base}${paths[locale]}`;
  const fallback = paths[defaultLocale];
  if (fallback) result['x-default'] = `${base}${fallback}`;
  return result;
}

/** sitemap.xml: every content document and every listable app route, each with its hreflang alternates. */
export function buildSitemap(base: string, documents: SitemapEntry[], routes = appRoutePaths()): MetadataRoute.Sitemap {
  const byUrl = new Map<string, MetadataRoute.Sitemap[number]>();
  for (const entry of documents) {
    const alternates = Object.fromEntries(
      Object.entries(entry.alternates).map(([locale, path]) => [locale, canonicalContentPath(path as string)]),
    );
    const url = `${base}${canonicalContentPath(entry.path)}`;
    byUrl.set(url, {
      url,
      lastModified: w3cDate(entry.lastModified),
      alternates: { languages: languages(base, alternates) },
    });
  }
  for (const paths of routes) {
    for (const locale of locales) {
      const url = `${base}${paths[locale]}`;
      if (!paths[locale] || byUrl.has(url)) continue;
      byUrl.set(url, { url, alternates: { languages: languages(base, paths) } });
    }
  }
  return [...byUrl.values()];
}
