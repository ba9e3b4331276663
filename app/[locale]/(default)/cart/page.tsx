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
  const { title, description, breadcrumbs } = await routePage(locale, 'cart', '/cart');
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}>
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['cart', 'referralCart'])}>
        <CartBody locale={locale} />
      </NextIntlClientProvider>
    </PageShell>
  );
}
