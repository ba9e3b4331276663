import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import type { AppPathname } from '@/lib/routes/table';
import { crumbs } from '@/lib/navigation/crumbs';
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
      const trail = await crumbs(locale, { label: t('title'), href: pathFor(locale, { pathname } as never) });
      return (
        <PageShell title={t('title')} breadcrumbs={trail} lead={<p>{t('description')}</p>}>
          {body ? await body(locale) : null}
        </PageShell>
      );
    },
  };
}
