import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFound } from '@/components/layout/NotFound';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import DefaultLayout from './[locale]/(default)/layout';
import LocaleLayout, { generateMetadata as siteMetadata } from './[locale]/layout';

export { viewport } from './[locale]/layout';

/** The language next-intl's middleware chose for the path (its request header; the proxy sets it for a 404 it routes). */
async function requestLocale(): Promise<Locale> {
  const requested = await getLocale();
  return isLocale(requested) ? requested : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const [site, t, meta] = await Promise.all([
    siteMetadata({ params: Promise.resolve({ locale }), children: null }),
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  return { ...site, title: `${t('notFoundTitle')} | ${meta('siteName')}` };
}

/**
 * Every 404 a path gets (an unknown path, an unknown slug of a known route, `/not-found`), rendered on the server in
 * the site's frame: the locale's root layout and the default layout (header with menu, search and cart, footer)
 * around the 404 content, so it reads the same with and without JavaScript (ADR 0064).
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  const params = Promise.resolve({ locale });
  return (
    <LocaleLayout params={params}>
      <DefaultLayout params={params}>
        <NotFound locale={locale} />
      </DefaultLayout>
    </LocaleLayout>
  );
}
