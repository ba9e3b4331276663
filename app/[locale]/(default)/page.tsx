import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/content/ContentBody';
import { JsonLd } from '@/components/content/JsonLd';
import { documentMetadata } from '@/lib/seo/document';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { getPage } from '@/lib/content/queries/pages';
import { siteUrl } from '@/lib/seo/metadata';
import { pathsFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { pageLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const doc = await getPage(locale, 'home');
  return doc ? documentMetadata(locale, doc, { paths: pathsFor('/') }) : routeMetadata(locale, 'home', '/');
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const [doc, t, meta] = await Promise.all([
    getPage(locale, 'home'),
    getTranslations({ locale, namespace: 'pages.home' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const organization = organizationJsonLd({
    name: meta('siteName'),
    url: `${siteUrl}/`,
    description: meta('defaultDescription'),
  });
  return (
    <>
      <JsonLd data={organization} />
      {doc ? (
        <ContentBody locale={locale} title={doc.data.title ?? t('title')} breadcrumbs={[]} slices={doc.data.slices} />
      ) : (
        <div className="container page-shell">
          <h1>{t('title')}</h1>
          <p className="page-shell__lead">{t('description')}</p>
        </div>
      )}
    </>
  );
}
