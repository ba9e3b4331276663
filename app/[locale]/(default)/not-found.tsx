import { getLocale } from 'next-intl/server';
import { NotFound } from '@/components/layout/NotFound';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * A page's own notFound() (drawn from the page's data in the browser: Next sends such a 404 as an empty document,
 * ADR 0064), inside this group's layout; Next renders it with every page of the group, so it adds no layout of its own.
 */
export default async function DefaultNotFound() {
  const requested = await getLocale();
  return <NotFound locale={isLocale(requested) ? requested : defaultLocale} />;
}
