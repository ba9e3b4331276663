import { connection } from 'next/server';
import type { MetadataRoute } from 'next';
import { staticRoutePath } from '@/lib/routes/paths';
import { locales } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/metadata';
import type { AppPathname } from '@/lib/routes/table';

const privateRoutes: AppPathname[] = ['/cart', '/fast-checkout', '/referral/dashboard'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  // The origin is the server's configuration, read per request: a build does not know where it will run.
  await connection();
  const disallow = [
    '/api/',
    ...privateRoutes.flatMap((pathname) => locales.map((locale) => staticRoutePath(locale, pathname))),
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
