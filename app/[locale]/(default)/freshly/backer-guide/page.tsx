import { ContentBody } from '@/components/content/ContentBody';
import { backerPage, backerPageMetadata } from '@/lib/campaign/server';
import { pageLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[locale]/freshly/backer-guide'>) {
  return backerPageMetadata(await pageLocale(params), '/freshly/backer-guide');
}

/** How a backer redeems the perk on Freshly (the perk's fridge-purifier guide path); noindex, not in the sitemap. */
export default async function Page({ params }: PageProps<'/[locale]/freshly/backer-guide'>) {
  const locale = await pageLocale(params);
  return <ContentBody locale={locale} {...await backerPage(locale, '/freshly/backer-guide')} />;
}
