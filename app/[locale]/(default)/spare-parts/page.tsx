import { SparePartsList } from '@/components/product/SparePartsList';
import { PageShell } from '@/components/layout/PageShell';
import { pageLocale } from '@/lib/i18n/server';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/spare-parts'>) {
  return routeMetadata(await pageLocale(params), 'spareParts', '/spare-parts');
}

export default async function Page({ params }: PageProps<'/[locale]/spare-parts'>) {
  const locale = await pageLocale(params);
  const { title, description, breadcrumbs } = await routePage(locale, 'spareParts', '/spare-parts');
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}>
      <SparePartsList locale={locale} />
    </PageShell>
  );
}
