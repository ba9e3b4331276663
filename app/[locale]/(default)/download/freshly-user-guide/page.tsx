import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { pageLocale } from '@/lib/i18n/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/download/freshly-user-guide'>) {
  return contentRouteMetadata(await pageLocale(params), 'userGuide', '/download/freshly-user-guide');
}

export default async function Page({ params }: PageProps<'/[locale]/download/freshly-user-guide'>) {
  const locale = await pageLocale(params);
  return (
    <ContentRoutePage
      locale={locale}
      {...await contentRoutePage(locale, 'userGuide', '/download/freshly-user-guide')}
    />
  );
}
