import 'server-only';
import { filter, isFilled, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { documentOr, listingTags } from './reads';
import { byUID, inLocale, orderBy, runQuery } from './run';

export function getFaqProducts(locale: Locale): Promise<Content.FaqProductDocument[]> {
  return runQuery(
    'getFaqProducts',
    [],
    (client) =>
      client.getAllByType('faq_product', {
        ...inLocale(locale),
        orderings: orderBy('my.faq_product.position'),
      }),
    () => listingTags('faq_product')(locale),
  );
}

export function getFaqProduct(locale: Locale, uid: string): Promise<Content.FaqProductDocument | null> {
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'faq_product', uid, locale);
  return runQuery('getFaqProduct', null, read, documentOr('faq_product', locale));
}

/** Sections of a FAQ product (by document id), in position order. */
export function getFaqSections(locale: Locale, productId: string): Promise<Content.FaqSectionDocument[]> {
  return childrenInOrder('getFaqSections', 'faq_section', 'product', locale, productId);
}

/** The section at `/faq/{productUid}/{sectionUid}`; null when it belongs to another product. */
export async function getFaqSection(
  locale: Locale,
  productUid: string,
  sectionUid: string,
): Promise<Content.FaqSectionDocument | null> {
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'faq_section', sectionUid, locale);
  const section = await runQuery('getFaqSection', null, read, documentOr('faq_section', locale));
  if (!section || !isFilled.contentRelationship(section.data.product)) return null;
  return section.data.product.uid === productUid ? section : null;
}

/** Articles of a section (by document id), in position order. */
export function getFaqArticles(locale: Locale, sectionId: string): Promise<Content.FaqArticleDocument[]> {
  return childrenInOrder('getFaqArticles', 'faq_article', 'section', locale, sectionId);
}

/** The article at `/faq/{productUid}/{sectionUid}/{uid}`; null when the path does not lead to it. */
export async function getFaqArticle(
  locale: Locale,
  productUid: string,
  sectionUid: string,
  uid: string,
): Promise<Content.FaqArticleDocument | null> {
  const [section, article] = await Promise.all([
    getFaqSection(locale, productUid, sectionUid),
    runQuery(
      'getFaqArticle',
      null,
      (client) => byUID(client, 'faq_article', uid, locale),
      documentOr('faq_article', locale),
    ),
  ]);
  if (!section || !article || !isFilled.contentRelationship(article.data.section)) return null;
  return article.data.section.id === section.id ? article : null;
}

/** Every document of `type` whose `parent` relationship points at `parentId`, in position order. */
function childrenInOrder<Type extends 'faq_section' | 'faq_article'>(
  name: string,
  type: Type,
  parent: string,
  locale: Locale,
  parentId: string,
) {
  return runQuery(
    name,
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
