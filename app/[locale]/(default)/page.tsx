import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return routeMetadata((await params).locale as Locale, 'home', '/');
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.home' });
  return (
    <div className="container page-shell">
      <h1>{t('title')}</h1>
      <p className="page-shell__lead">{t('description')}</p>
    </div>
  );
}
