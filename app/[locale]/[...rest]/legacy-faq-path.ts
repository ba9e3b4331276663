import 'server-only';
import { getFaqArticles, getFaqProducts, getFaqSections } from '@/lib/content/queries/faq';
import { getAlternates } from '@/lib/content/queries/sitemap';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
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
