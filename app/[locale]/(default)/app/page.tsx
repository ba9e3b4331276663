import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/app'>) {
  return contentRouteMetadata(await pageLocale(params), 'app', '/app');
}

export default async function Page({ params }: PageProps<'/[locale]/app'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'app', '/app')} />;
}
