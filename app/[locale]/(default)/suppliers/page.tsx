import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/suppliers'>) {
  return contentRouteMetadata(await pageLocale(params), 'suppliers', '/suppliers');
}

export default async function Page({ params }: PageProps<'/[locale]/suppliers'>) {
  const locale = await pageLocale(params);
  return <ContentRoutePage locale={locale} {...await contentRoutePage(locale, 'suppliers', '/suppliers')} />;
}
