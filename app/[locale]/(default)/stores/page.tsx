import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/stores'>) {
  return contentRouteMetadata(await pageLocale(params), 'stores', '/stores');
}

export default async function Page({ params }: PageProps<'/[locale]/stores'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'stores', '/stores')} />;
}
