import { getTranslations } from 'next-intl/server';
import { RegistrationForm } from '@/components/forms/RegistrationForm';
import { PageShell } from '@/components/layout/PageShell';
import { formProps, legalLinks } from '@/lib/forms/server';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { crumbs } from '@/lib/navigation/crumbs';
import { registrableProducts } from '@/lib/registration/products';
import { pathFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/account/product-registration'>;

export async function generateMetadata({ params }: Props) {
  return routeMetadata(await pageLocale(params), 'productRegistration', '/account/product-registration');
}

/** The registration form, carrying the source tag (`?source=…`: packaging QR code, onboarding guide, …). */
export default async function ProductRegistrationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).source;
  const source = typeof raw === 'string' && /^[\w-]{1,40}$/.test(raw) ? raw : undefined;
  const t = await getTranslations({ locale, namespace: 'pages.productRegistration' });
  const href = pathFor(locale, { pathname: '/account/product-registration' });
  return (
    <PageShell
      title={t('title')}
      breadcrumbs={await crumbs(locale, { label: t('title'), href })}
      lead={<p>{t('description')}</p>}
    >
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['forms.registration'])}>
        <RegistrationForm
          {...formProps(locale)}
          privacyHref={legalLinks(locale).privacy}
          guideHref={pathFor(locale, { pathname: '/freshly/onboarding' })}
          source={source}
          products={await registrableProducts(locale)}
        />
      </NextIntlClientProvider>
    </PageShell>
  );
}
