import 'server-only';
import { filter, isFilled, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { documentOr, listingTags } from './reads';
import { atRequestRef, byUID, inLocale, orderBy, runQuery, type ContentRef } from './run';

export const getFaqProducts = (locale: Locale) => atRequestRef(faqProductsAt, locale);

async function faqProductsAt(ref: ContentRef, locale: Locale): Promise<Content.FaqProductDocument[]> {
  'use cache';
  return runQuery(
    'getFaqProducts',
    ref,
    [],
    (client) =>
      client.getAllByType('faq_product', {
        ...inLocale(locale),
        orderings: orderBy('my.faq_product.position'),
      }),
    () => listingTags('faq_product')(locale),
  );
}

export const getFaqProduct = (locale: Locale, uid: string) => atRequestRef(faqProductAt, locale, uid);

async function faqProductAt(ref: ContentRef, locale: Locale, uid: string): Promise<Content.FaqProductDocument | null> {
  'use cache';
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'faq_product', uid, locale);
  return runQuery('getFaqProduct', ref, null, read, documentOr('faq_product', locale));
}

/** Sections of a FAQ product (by document id), in position order. */
export const getFaqSections = (locale: Locale, productId: string) =>
  atRequestRef(childrenInOrder<'faq_section'>, 'faq_section', 'product', locale, productId);

/** The section at `/faq/{productUid}/{sectionUid}`; null when it belongs to another product. */
export async function getFaqSection(
  locale: Locale,
  productUid: string,
  sectionUid: string,
): Promise<Content.FaqSectionDocument | null> {
  const section = await atRequestRef(faqSectionAt, locale, sectionUid);
  if (!section || !isFilled.contentRelationship(section.data.product)) return null;
  return section.data.product.uid === productUid ? section : null;
}

async function faqSectionAt(ref: ContentRef, locale: Locale, uid: string): Promise<Content.FaqSectionDocument | null> {
  'use cache';
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'faq_section', uid, locale);
  return runQuery('getFaqSection', ref, null, read, documentOr('faq_section', locale));
}

/** Articles of a section (by document id), in position order. */
export const getFaqArticles = (locale: Locale, sectionId: string) =>
  atRequestRef(childrenInOrder<'faq_article'>, 'faq_article', 'section', locale, sectionId);

/** The article at `/faq/{productUid}/{sectionUid}/{uid}`; null when the path does not lead to it. */
export async function getFaqArticle(
  locale: Locale,
  productUid: string,
  sectionUid: string,
  uid: string,
): Promise<Content.FaqArticleDocument | null> {
  const [section, article] = await Promise.all([
    getFaqSection(locale, productUid, sectionUid),
    atRequestRef(faqArticleAt, locale, uid),
  ]);
  if (!section || !article || !isFilled.contentRelationship(article.data.section)) return null;
  return article.data.section.id === section.id ? article : null;
}

async function faqArticleAt(ref: ContentRef, locale: Locale, uid: string): Promise<Content.FaqArticleDocument | null> {
  'use cache';
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'faq_article', uid, locale);
  return runQuery('getFaqArticle', ref, null, read, documentOr('faq_article', locale));
}

/** Every document of `type` whose `parent` relationship points at `parentId`, in position order. */
async function childrenInOrder<Type extends 'faq_section' | 'faq_article'>(
  ref: ContentRef,
  type: Type,
  parent: string,
  locale: Locale,
  parentId: string,
) {
  'use cache';
  return runQuery(
    type === 'faq_section' ? 'getFaqSections' : 'getFaqArticles',
    ref,
    [],
    (client) =>
      client.getAllByType(type, {
        ...inLocale(locale),
        filters: [filter.at(`my.${type}.${parent}`, parentId)],
        orderings: orderBy(`my.${type}.position`),
      }),
    () => listingTags(type)(locale),
  );
}
