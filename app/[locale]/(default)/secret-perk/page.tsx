import { ContentBody } from '@/components/content/ContentBody';
import { backerPage, backerPageMetadata } from '@/lib/campaign/server';
import { pageLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[locale]/secret-perk'>) {
  return backerPageMetadata(await pageLocale(params), '/secret-perk');
}

/** The crowdfunding backers' perk, reached by the direct link in their email; noindex, not in the sitemap. */
export default async function Page({ params }: PageProps<'/[locale]/secret-perk'>) {
  const locale = await pageLocale(params);
  return <ContentBody locale={locale} {...await backerPage(locale, '/secret-perk')} />;
}
