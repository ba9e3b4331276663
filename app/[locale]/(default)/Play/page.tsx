import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/Play'>) {
  return contentRouteMetadata(await pageLocale(params), 'play', '/Play');
}

export default async function Page({ params }: PageProps<'/[locale]/Play'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'play', '/Play')} />;
}
