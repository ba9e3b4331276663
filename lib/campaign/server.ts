import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { firstText } from '@/lib/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { crumbs } from '@/lib/navigation/crumbs';
import { pathsFor, staticRoutePath } from '@/lib/routes/paths';
import { routeDocument } from '@/lib/content/queries/route-document';
import type { AppPathname } from '@/lib/routes/table';
import { documentMetadata } from '@/lib/seo/document';

/** The backers' pages (ADR 0016): reached only by the direct link, so they live or die with their document. */
type BackerPathname = Extract<AppPathname, '/secret-perk' | '/freshly/backer-guide'>;

export async function backerPage(locale: Locale, pathname: BackerPathname) {
  const doc = await routeDocument(locale, pathname);
  if (!doc) notFound();
  const title = firstText(doc.data.title);
  return {
    title,
    slices: doc.data.slices,
    breadcrumbs: await crumbs(locale, { label: title, href: staticRoutePath(locale, pathname) }),
  };
}

/** Their documents carry the `noindex` tag, which documentMetadata turns into robots noindex. */
export async function backerPageMetadata(locale: Locale, pathname: BackerPathname): Promise<Metadata> {
  const doc = await routeDocument(locale, pathname);
  if (!doc) return { robots: { index: false, follow: false } };
  return documentMetadata(locale, doc, { paths: pathsFor(pathname) });
}
