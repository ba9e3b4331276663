import 'server-only';
import { filter, isFilled } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import type { FaqArticleDocument, FaqProductDocument, FaqSectionDocument } from '../types';
import { byUID, inLocale, orderBy, runQuery } from './run';

export function getFaqProducts(locale: Locale): Promise<FaqProductDocument[]> {
  return runQuery(
    'getFaqProducts',
    [],
    async (client) =>
      (await client.getAllByType('faq_product', {
        ...inLocale(locale),
        orderings: orderBy('my.faq_product.position'),
      })) as unknown as FaqProductDocument[],
  );
}

export function getFaqProduct(locale: Locale, uid: string): Promise<FaqProductDocument | null> {
  return runQuery('getFaqProduct', null, (client) => byUID<FaqProductDocument>(client, 'faq_product', uid, locale));
}

/** Sections of a FAQ product (by document id), in position order. */
export function getFaqSections(locale: Locale, productId: string): Promise<FaqSectionDocument[]> {
  return childrenInOrder<FaqSectionDocument>('getFaqSections', 'faq_section', 'product', locale, productId);
}

/** The section at `/faq/{productUid}/{sectionUid}`; null when it belongs to another product. */
export async function getFaqSection(
  locale: Locale,
  productUid: string,
  sectionUid: string,
): Promise<FaqSectionDocument | null> {
  const section = await runQuery('getFaqSection', null, (client) =>
    byUID<FaqSectionDocument>(client, 'faq_section', sectionUid, locale),
  );
  if (!section || !isFilled.contentRelationship(section.data.product)) return null;
  return section.data.product.uid === productUid ? section : null;
}

/** Articles of a section (by document id), in position order. */
export function getFaqArticles(locale: Locale, sectionId: string): Promise<FaqArticleDocument[]> {
  return childrenInOrder<FaqArticleDocument>('getFaqArticles', 'faq_article', 'section', locale, sectionId);
}

/** The article at `/faq/{productUid}/{sectionUid}/{uid}`; null when the path does not lead to it. */
export async function getFaqArticle(
  locale: Locale,
  productUid: string,
  sectionUid: string,
  uid: string,
): Promise<FaqArticleDocument | null> {
  const [section, article] = await Promise.all([
    getFaqSection(locale, productUid, sectionUid),
    runQuery('getFaqArticle', null, (client) => byUID<FaqArticleDocument>(client, 'faq_article', uid, locale)),
  ]);
  if (!section || !article || !isFilled.contentRelationship(article.data.section)) return null;
  return article.data.section.id === section.id ? article : null;
}

/** Every document of `type` whose `parent` relationship points at `parentId`, in position order. */
function childrenInOrder<T>(name: string, type: 'faq_section' | 'faq_article', parent: string, locale: Locale, parentId: string) {
  return runQuery(
    name,
    [] as T[],
    async (client) =>
      (await client.getAllByType(type, {
        ...inLocale(locale),
        filters: [filter.at(`my.${type}.${parent}`, parentId)],
        orderings: orderBy(`my.${type}.position`),
      })) as unknown as T[],
  );
}
