import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import type { AppPathname } from '@/lib/i18n/routing';
import { crumbs } from './crumbs';
import { PageShell } from './PageShell';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * A route without params whose title and description live in messages under `pages.{key}`; `body` renders
 * what the page holds below its heading.
 */
export function staticRoute(
  pathname: AppPathname,
  key: string,
  body?: (locale: Locale) => Promise<ReactNode> | ReactNode,
) {
  return {
    async generateMetadata({ params }: LocaleParams) {
      return routeMetadata((await params).locale as Locale, key, pathname);
    },
    async Page({ params }: LocaleParams) {
      const locale = (await params).locale as Locale;
      setRequestLocale(locale);
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      const trail = await crumbs(locale, { label: t('title'), href: localizedPath(locale, { pathname } as never) });
      return (
        <PageShell title={t('title')} breadcrumbs={trail} lead={<p>{t('description')}</p>}>
          {body ? await body(locale) : null}
        </PageShell>
      );
    },
  };
}
