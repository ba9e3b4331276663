import 'server-only';
import { getFaqArticles, getFaqProducts, getFaqSections } from '@/lib/content/queries/faq';
import { getAllDocumentsForSitemap, getAlternates } from '@/lib/content/queries/sitemap';
import { defaultLocale, localePrefix, type Locale } from '@/lib/i18n/locales';
import { decodeSegment } from '@/lib/http/decode';

/**
 * Where an FAQ address with the English slugs now lives in `locale` (`/de/faq/freshly/guide/recharge` →
 * `/de/faq/freshly/anleitung/aufladen`): the FAQ slugs of German and Italian are their own since issue 26, and the old
 * addresses keep working through a permanent redirect. Null for anything else.
 */
export async function legacyFaqPath(locale: Locale, segments: readonly string[]): Promise<string | null> {
  if (locale === defaultLocale || segments[0] !== 'faq' || segments.length < 2 || segments.length > 4) return null;
  const [product, section, uid] = segments.slice(1).map(decodeSegment);
  // Found in the listings, so a made-up address adds no cache entry of its own (ADR 0007).
  const productDoc = (await getFaqProducts(defaultLocale)).find((doc) => doc.uid === product);
  const sectionDoc =
    productDoc && section !== undefined
      ? (await getFaqSections(defaultLocale, productDoc.id)).find((doc) => doc.uid === section)
      : undefined;
  const articleDoc =
    sectionDoc && uid !== undefined
      ? (await getFaqArticles(defaultLocale, sectionDoc.id)).find((doc) => doc.uid === uid)
      : undefined;
  const english = uid !== undefined ? articleDoc : section !== undefined ? sectionDoc : productDoc;
  if (!english) return null;
  return (await getAlternates(english))[locale] ?? null;
}

const faqTypes = new Set(['faq_product', 'faq_section', 'faq_article']);

/** The segments of every English FAQ address that `locale` keeps under other slugs: the paths `legacyFaqPath` moves. */
export async function legacyFaqSegments(locale: Locale): Promise<string[][]> {
  if (locale === defaultLocale) return [];
  const entries = await getAllDocumentsForSitemap();
  return entries.flatMap((entry) => {
    if (entry.locale !== defaultLocale || !faqTypes.has(entry.type)) return [];
    const localized = entry.alternates[locale];
    return localized && localized !== `${localePrefix(locale)}${entry.path}` ? [entry.path.split('/').slice(1)] : [];
  });
}
