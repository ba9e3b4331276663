import { connection } from 'next/server';
import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/lib/seo/sitemap';
import { getAllDocumentsForSitemap } from '@/lib/content/queries/sitemap';
import { siteUrl } from '@/lib/seo/metadata';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // As in robots.ts: the origin is the running server's, not the build's.
  await connection();
  return buildSitemap(siteUrl, await getAllDocumentsForSitemap());
}
