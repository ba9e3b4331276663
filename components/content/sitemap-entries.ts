import type { MetadataRoute } from 'next';
import type { SitemapEntry } from '@/lib/content/types';
import { defaultLocale, localePrefix, locales, type Locale } from '@/lib/i18n/locales';
import { pathnames, type AppPathname } from '@/lib/i18n/routing';
import { canonicalContentPath } from './static-uids';

/** App routes that are not worth a search result (hand-offs, personal pages, the 404 page). */
const unlisted = new Set<AppPathname>(['/not-found', '/cart', '/fast-checkout', '/referral/dashboard']);

/** Visible paths of every listable app route without required params, one record per route. */
export function appRoutePaths(): Partial<Record<Locale, string>>[] {
  return (Object.keys(pathnames) as AppPathname[])
    .filter((pathname) => !unlisted.has(pathname) && !/\/\[(?!\[)/.test(pathname))
    .map((pathname) => {
      const config = pathnames[pathname] as string | Record<Locale, string>;
      return Object.fromEntries(
        locales.map((locale) => {
          const template = (typeof config === 'string' ? config : config[locale]).replace(/\/\[\[\.\.\.\w+\]\]$/, '');
          return [locale, `${localePrefix(locale)}${template === '/' ? '' : template}` || '/'];
        }),
      );
    });
}

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
    const alternates = Object.fromEntries(Object.entries(entry.alternates).map(([locale, path]) => [locale, canonicalContentPath(path as string)]));
    const url = `${base}${canonicalContentPath(entry.path)}`;
    byUrl.set(url, { url, lastModified: w3cDate(entry.lastModified), alternates: { languages: languages(base, alternates) } });
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
