import 'server-only';
import { filter, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { toLocale } from '../langs';
import { documentOr, documentTags, listingTags, markReads } from './reads';
import { anyLang, byUID, getEvery, readQuery, runQuery } from './run';

export function getPage(locale: Locale, uid: string): Promise<Content.PageDocument | null> {
  return runQuery('getPage', null, (client) => byUID(client, 'page', uid, locale), documentOr('page', locale));
}

export function getProductPage(locale: Locale, uid: string): Promise<Content.ProductPageDocument | null> {
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'product_page', uid, locale);
  return runQuery('getProductPage', null, read, documentOr('product_page', locale));
}

/** The catch-all `/{uid}`: a page, else a product page. */
export async function getPageOrProduct(
  locale: Locale,
  uid: string,
): Promise<Content.PageDocument | Content.ProductPageDocument | null> {
  const [page, product] = await Promise.all([
    readQuery('getPage', null, (client) => byUID(client, 'page', uid, locale)),
    readQuery('getProductPage', null, (client) => byUID(client, 'product_page', uid, locale)),
  ]);
  const found = page ?? product;
  // Tagged as one read: a page found by uid does not hang on every product page's listing.
  await markReads(found ? documentTags(found) : listingTags('page', 'product_page')(locale));
  return found;
}

/** `{ locale, uid }` of every page and product page (generateStaticParams of the catch-all). */
export function getAllPageUids(): Promise<{ locale: Locale; uid: string }[]> {
  return runQuery(
    'getAllPageUids',
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
