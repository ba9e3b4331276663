import { getTranslations } from 'next-intl/server';
import { ContactPrompt } from '@/components/faq/ContactPrompt';
import { FaqLinks } from '@/components/faq/FaqLinks';
import { plainText } from '@/lib/content/text';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getFaqProducts } from '@/lib/content/queries/faq';
import { pathFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { pageLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>) {
  return routeMetadata(await pageLocale(params), 'faq', '/faq');
}

export default async function FaqHomePage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await pageLocale(params);
  const [t, faq, products] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.faq' }),
    getTranslations({ locale, namespace: 'faq' }),
    getFaqProducts(locale),
  ]);
  const trail = await crumbs(locale, { label: t('title'), href: pathFor(locale, { pathname: '/faq' }) });
  return (
    <PageShell title={t('title')} breadcrumbs={trail} lead={<p>{t('description')}</p>}>
      <h2>{faq('products')}</h2>
      <FaqLinks
        label={faq('products')}
        items={products.map((product) => ({
          href: resolveLink(product),
          title: product.data.title ?? product.uid,
          description: plainText(product.data.description),
        }))}
      />
      <ContactPrompt locale={locale} />
    </PageShell>
  );
}
