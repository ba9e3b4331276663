import 'server-only';
import { filter, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { toLocale } from '../langs';
import { anyLang, byUID, getEvery, runQuery } from './run';

export function getPage(locale: Locale, uid: string): Promise<Content.PageDocument | null> {
  return runQuery('getPage', null, (client) => byUID(client, 'page', uid, locale));
}

export function getProductPage(locale: Locale, uid: string): Promise<Content.ProductPageDocument | null> {
  return runQuery('getProductPage', null, (client) => byUID(client, 'product_page', uid, locale));
}

/** The catch-all `/{uid}`: a page, else a product page. */
export async function getPageOrProduct(
  locale: Locale,
  uid: string,
): Promise<Content.PageDocument | Content.ProductPageDocument | null> {
  const [page, product] = await Promise.all([getPage(locale, uid), getProductPage(locale, uid)]);
  return page ?? product;
}

/** `{ locale, uid }` of every page and product page (generateStaticParams of the catch-all). */
export function getAllPageUids(): Promise<{ locale: Locale; uid: string }[]> {
  return runQuery('getAllPageUids', [], async (client) => {
    const docs = await getEvery(client, {
      ...anyLang,
      filters: [filter.any('document.type', ['page', 'product_page'])],
    });
    return docs.flatMap((doc) => {
      const locale = toLocale(doc.lang);
      return locale && doc.uid ? [{ locale, uid: doc.uid }] : [];
    });
  });
}
