import { PageShell } from '@/components/layout/PageShell';
import { pageLocale } from '@/lib/i18n/server';
import { routePage } from '@/lib/routes/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/referral/dashboard'>) {
  return routeMetadata(await pageLocale(params), 'referralDashboard', '/referral/dashboard');
}

export default async function Page({ params }: PageProps<'/[locale]/referral/dashboard'>) {
  const locale = await pageLocale(params);
  const { title, description, breadcrumbs } = await routePage(locale, 'referralDashboard', '/referral/dashboard');
  return <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}></PageShell>;
}
