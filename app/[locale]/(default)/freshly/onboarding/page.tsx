import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/routes/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

// Matches contentRevalidateSeconds in lib/cache.ts (segment config must be a literal).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/freshly/onboarding'>) {
  return contentRouteMetadata(await pageLocale(params), 'onboarding', '/freshly/onboarding');
}

export default async function Page({ params }: PageProps<'/[locale]/freshly/onboarding'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'onboarding', '/freshly/onboarding')} />;
}
