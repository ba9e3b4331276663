import type { MetadataRoute } from 'next';
import { staticRoutePath } from '@/components/content/static-uids';
import { locales } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/i18n/metadata';
import type { AppPathname } from '@/lib/i18n/routing';

const privateRoutes: AppPathname[] = ['/cart', '/fast-checkout', '/referral/dashboard'];

export default function robots(): MetadataRoute.Robots {
  const disallow = [
    '/api/',
    ...privateRoutes.flatMap((pathname) => locales.map((locale) => staticRoutePath(locale, pathname))),
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
