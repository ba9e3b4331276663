import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import { OnboardingGuide } from '@/components/onboarding/OnboardingGuide';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { guideFeeds } from '@/lib/onboarding/server';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/freshly/onboarding'>) {
  return contentRouteMetadata(await pageLocale(params), 'onboarding', '/freshly/onboarding');
}

/** The Freshly setup guide: its document's parts, plus the latest tips, the guide FAQ and the app-error articles. */
export default async function Page({ params }: PageProps<'/[locale]/freshly/onboarding'>) {
  const locale = await pageLocale(params);
  const [route, feeds] = await Promise.all([
    contentRoutePage(locale, 'onboarding', '/freshly/onboarding'),
    guideFeeds(locale),
  ]);
  if (!route.slices) return <ContentRoutePage locale={locale} {...route} />;
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['onboarding'])}>
      <OnboardingGuide locale={locale} breadcrumbs={route.breadcrumbs} slices={route.slices} feeds={feeds} />
    </NextIntlClientProvider>
  );
}
