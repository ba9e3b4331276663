import 'server-only';
import { filter, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { toLocale } from '../langs';
import { documentOr, documentTags, listingTags, tagRead } from './reads';
import { readAt } from '../request-ref';
import { anyLang, atRequestRef, byUID, getEvery, readQuery, runQuery, type ContentRef } from './run';

export const getPage = (locale: Locale, uid: string) => atRequestRef(pageAt, locale, uid);

async function pageAt(ref: ContentRef, locale: Locale, uid: string): Promise<Content.PageDocument | null> {
  'use cache';
  return runQuery('getPage', ref, null, (client) => byUID(client, 'page', uid, locale), documentOr('page', locale));
}

export const getProductPage = (locale: Locale, uid: string) => atRequestRef(productPageAt, locale, uid);

async function productPageAt(
  ref: ContentRef,
  locale: Locale,
  uid: string,
): Promise<Content.ProductPageDocument | null> {
  'use cache';
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'product_page', uid, locale);
  return runQuery('getProductPage', ref, null, read, documentOr('product_page', locale));
}

/** The catch-all `/{uid}`: a page, else a product page. */
export const getPageOrProduct = (locale: Locale, uid: string) => atRequestRef(pageOrProductAt, locale, uid);

async function pageOrProductAt(
  ref: ContentRef,
  locale: Locale,
  uid: string,
): Promise<Content.PageDocument | Content.ProductPageDocument | null> {
  'use cache';
  const [page, product] = await readAt(ref, () =>
    Promise.all([
      readQuery('getPage', null, (client) => byUID(client, 'page', uid, locale)),
      readQuery('getProductPage', null, (client) => byUID(client, 'product_page', uid, locale)),
    ]),
  );
  const found = page ?? product;
  // Tagged as one read: a page found by uid does not hang on every product page's listing.
  tagRead(found ? documentTags(found) : listingTags('page', 'product_page')(locale));
  return found;
}

/** `{ locale, uid }` of every page and product page (generateStaticParams of the catch-all). */
export const getAllPageUids = () => atRequestRef(allPageUidsAt);

async function allPageUidsAt(ref: ContentRef): Promise<{ locale: Locale; uid: string }[]> {
  'use cache';
  return runQuery(
    'getAllPageUids',
    ref,
    [],
    async (client) => {
      const docs = await getEvery(client, {
        ...anyLang,
        filters: [filter.any('document.type', ['page', 'product_page'])],
      });
      return docs.flatMap((doc) => {
        const locale = toLocale(doc.lang);
        return locale && doc.uid ? [{ locale, uid: doc.uid }] : [];
      });
    },
    () => listingTags('page', 'product_page')('*'),
  );
}
