import { getLocale } from 'next-intl/server';
import { NotFound } from '@/components/layout/NotFound';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import DefaultLayout from './(default)/layout';

/**
 * A page's own notFound() (drawn from the page's data in the browser: Next sends such a 404 as an empty document,
 * ADR 0064), with the default layout's header and footer like the server-rendered app/global-not-found.tsx.
 */
export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <DefaultLayout params={Promise.resolve({ locale })}>
      <NotFound locale={locale} />
    </DefaultLayout>
  );
}
