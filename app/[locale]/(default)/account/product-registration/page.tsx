import { getTranslations } from 'next-intl/server';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { pathFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { pageLocale } from '@/lib/i18n/server';

type Props = PageProps<'/[locale]/account/product-registration'>;

export async function generateMetadata({ params }: Props) {
  return routeMetadata(await pageLocale(params), 'productRegistration', '/account/product-registration');
}

/** Reads the source tag (`?source=…`: packaging QR code, onboarding guide, …) that the form will carry. */
export default async function ProductRegistrationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).source;
  const source = typeof raw === 'string' && /^[\w-]{1,40}$/.test(raw) ? raw : 'direct';
  const t = await getTranslations({ locale, namespace: 'pages.productRegistration' });
  const href = pathFor(locale, { pathname: '/account/product-registration' });
  return (
    <PageShell
      title={t('title')}
      breadcrumbs={await crumbs(locale, { label: t('title'), href })}
      lead={<p>{t('description')}</p>}
    >
      <div data-registration-source={source} />
    </PageShell>
  );
}
