import 'server-only';
import type { Content } from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { toContentLang } from '../langs';

type DocumentType = Content.AllDocumentTypes['type'];

/**
 * Gives the `'use cache'` read that calls it the content lifetime, the content tag and `tags`; Next hands them on
 * to every page that renders the read, cached or not (ADR 0058).
 */
export function tagRead(tags: readonly string[]): void {
  cacheLife('content');
  cacheTag(...new Set([cacheTags.content, ...tags]));
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
