import { connection } from 'next/server';
import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/lib/seo/sitemap';
import { getAllDocumentsForSitemap } from '@/lib/content/queries/sitemap';
import { siteUrl } from '@/lib/seo/metadata';

// Matches contentRevalidateSeconds in lib/cache.ts (segment config must be a literal).
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // As in robots.ts: the origin is the running server's, not the build's.
  await connection();
  return buildSitemap(siteUrl, await getAllDocumentsForSitemap());
}
