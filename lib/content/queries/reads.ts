import 'server-only';
import type { Content } from '@prismicio/client';
import { unstable_cache } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { cacheTags, contentRevalidateSeconds } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { toContentLang } from '../langs';

type DocumentType = Content.AllDocumentTypes['type'];

const seen = async () => true;

/**
 * Leaves `tags` and the content tag on whatever the current render caches (the page, a route answer), through
 * `unstable_cache`: one tiny entry per tag set, so unknown URLs add nothing new. Outside a render (scripts, tests)
 * and in draft mode Next keeps nothing, and neither does this.
 */
export async function markReads(tags: readonly string[]): Promise<void> {
  const all = [...new Set([cacheTags.content, ...tags])].sort();
  try {
    await unstable_cache(seen, ['content-reads', ...all], { tags: all, revalidate: contentRevalidateSeconds })();
  } catch (error) {
    unstable_rethrow(error);
  }
}

const langOf = (locale: Locale | '*') => (locale === '*' ? '*' : toContentLang(locale));

/** A listing of `type` in `locale`: any document of that type published or changed there reaches it. */
export const listingTags =
  (...types: DocumentType[]) =>
  (locale: Locale | '*'): string[] =>
    types.map((type) => cacheTags.listing(type, langOf(locale)));

/** The document's own tag; a product page's also carries its SKU's (price and stock). */
export function documentTags(doc: Content.AllDocumentTypes): string[] {
  const sku = doc.type === 'product_page' ? doc.data.sku_code : null;
  return sku ? [cacheTags.document(doc.id), cacheTags.product(sku)] : [cacheTags.document(doc.id)];
}

/** A read by uid: the document's tags when found, else its type's listing (a later publication reaches it). */
export const documentOr =
  (type: DocumentType, locale: Locale) =>
  (doc: Content.AllDocumentTypes | null): string[] =>
    doc ? documentTags(doc) : listingTags(type)(locale);
