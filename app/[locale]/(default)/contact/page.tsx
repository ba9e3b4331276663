import { PageShell } from '@/components/layout/PageShell';
import { pageLocale } from '@/lib/i18n/server';
import { routePage } from '@/lib/routes/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return routeMetadata(await pageLocale(params), 'contact', '/contact');
}

export default async function Page({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const { title, description, breadcrumbs } = await routePage(locale, 'contact', '/contact');
  return <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}></PageShell>;
}
