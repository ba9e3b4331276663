import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/work-with-us'>) {
  return contentRouteMetadata(await pageLocale(params), 'workWithUs', '/work-with-us');
}

export default async function Page({ params }: PageProps<'/[locale]/work-with-us'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'workWithUs', '/work-with-us')} />;
}
