import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { getPage } from '@/lib/content/queries/pages';
import type { Locale } from '@/lib/i18n/locales';
import { pathsFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import type { AppPathname } from '@/lib/routes/table';
import { ContentBody } from './ContentBody';
import { documentMetadata } from '@/lib/seo/document';
import { routeUid, staticRoutePath } from '@/lib/routes/paths';
import { firstText } from '@/lib/content/text';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * A route without params that shows the `page` document whose uid is its last localized slug; title,
 * description and breadcrumbs fall back to messages under `pages.{key}` when the document is missing.
 */
export function contentRoute(pathname: AppPathname, key: string) {
  // Prismic keeps uids in lower case, so `/Play` shows the page `play`.
  const load = async (locale: Locale) => {
    const uid = routeUid(locale, pathname);
    return (await getPage(locale, uid)) ?? (uid === uid.toLowerCase() ? null : getPage(locale, uid.toLowerCase()));
  };
  return {
    async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
      const locale = (await params).locale as Locale;
      const doc = await load(locale);
      if (!doc) return routeMetadata(locale, key, pathname);
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      return documentMetadata(locale, doc, { paths: pathsFor(pathname), fallbackTitle: t('title'), fallbackDescription: t('description') });
    },
    async Page({ params }: LocaleParams) {
      const locale = (await params).locale as Locale;
      setRequestLocale(locale);
      const [doc, t] = await Promise.all([load(locale), getTranslations({ locale, namespace: `pages.${key}` })]);
      const title = firstText(doc?.data.title, t('title'));
      const trail = await crumbs(locale, { label: title, href: staticRoutePath(locale, pathname) });
      if (!doc) return <PageShell title={title} breadcrumbs={trail} lead={<p>{t('description')}</p>} />;
      return <ContentBody locale={locale} title={title} breadcrumbs={trail} slices={doc.data.slices} />;
    },
  };
}
