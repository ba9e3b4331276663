import { getAllDocumentsForSitemap } from '@/lib/content/queries/sitemap';
import { matchPath } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';

/** generateStaticParams for a content route: the params of every document of `type` in `locale` served by `pathname`. */
export async function contentStaticParams(
  type: string,
  locale: string,
  pathname: AppPathname,
): Promise<Record<string, string>[]> {
  const entries = await getAllDocumentsForSitemap();
  return entries.flatMap((entry) => {
    if (entry.type !== type || entry.locale !== locale) return [];
    const match = matchPath(entry.path);
    if (!match || match.href.pathname !== pathname) return [];
    return [Object.fromEntries(Object.entries(match.href.params ?? {}).map(([key, value]) => [key, String(value)]))];
  });
}
