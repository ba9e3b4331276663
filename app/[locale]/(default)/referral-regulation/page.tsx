import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

// Matches contentRevalidateSeconds in lib/cache.ts (segment config must be a literal).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/referral-regulation'>) {
  return contentRouteMetadata(await pageLocale(params), 'referralRegulation', '/referral-regulation');
}

export default async function Page({ params }: PageProps<'/[locale]/referral-regulation'>) {
  const locale = await pageLocale(params);
  return (
    <ContentRoutePage
      locale={locale}
      {...await contentRoutePage(locale, 'referralRegulation', '/referral-regulation')}
    />
  );
}
