import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy-app'>) {
  return contentRouteMetadata(await pageLocale(params), 'privacyApp', '/privacy-app');
}

export default async function Page({ params }: PageProps<'/[locale]/privacy-app'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'privacyApp', '/privacy-app')} />;
}
