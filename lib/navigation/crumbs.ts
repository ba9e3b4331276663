import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import type { Crumb } from '@/lib/navigation/types';

/** Home, then the given trail; pages pass their own crumbs (the last one is the page itself). */
export async function crumbs(locale: Locale, ...trail: Crumb[]): Promise<Crumb[]> {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return [{ label: t('home'), href: pathFor(locale, { pathname: '/' }) }, ...trail];
}
