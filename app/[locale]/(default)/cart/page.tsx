import { CartBody } from '@/components/cart/CartBody';
import { PageShell } from '@/components/layout/PageShell';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>) {
  return routeMetadata(await pageLocale(params), 'cart', '/cart');
}

export default async function Page({ params }: PageProps<'/[locale]/cart'>) {
  const locale = await pageLocale(params);
  const { title, breadcrumbs } = await routePage(locale, 'cart', '/cart');
  // No lead: an empty cart starts with saying so (issue 39 item 9); the description stays the page's meta text.
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['cart', 'referralCart'])}>
        <CartBody locale={locale} />
      </NextIntlClientProvider>
    </PageShell>
  );
}
