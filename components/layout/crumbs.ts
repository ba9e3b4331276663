import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Crumb } from './Breadcrumbs';

/** Home, then the given trail; pages pass their own crumbs (the last one is the page itself). */
export async function crumbs(locale: Locale, ...trail: Crumb[]): Promise<Crumb[]> {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return [{ label: t('home'), href: localizedPath(locale, { pathname: '/' }) }, ...trail];
}
