import 'server-only';
import { getFaqArticle, getFaqProduct, getFaqSection } from '@/lib/content/queries/faq';
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
  const english =
    uid !== undefined
      ? await getFaqArticle(defaultLocale, product, section, uid)
      : section !== undefined
        ? await getFaqSection(defaultLocale, product, section)
        : await getFaqProduct(defaultLocale, product);
  if (!english) return null;
  return (await getAlternates(english))[locale] ?? null;
}
