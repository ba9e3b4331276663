import { asText, isFilled, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

export type SearchKind = 'product' | 'faq' | 'post';

/** The order results are shown in: products, then help, then posts. */
export const searchKinds: readonly SearchKind[] = ['product', 'faq', 'post'];

/** A product's picture, shown beside its result. */
export type HitImage = { url: string; alt: string };

/** One searchable thing of the shop in one language: what the index stores and a hit shows. */
export type SiteDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  excerpt: string;
  body: string;
  /**
   * Ways shoppers ask for it, searched, never shown: the assistant's paraphrases of a FAQ article; what a product
   * is and does (its page's title and description, its pictures' text: "Kühlschrank-Luftreiniger").
   */
  hints: string;
  href: string;
  /** Products only: the commerce SKU its price comes from, and its picture. */
  sku?: string;
  image?: HitImage;
};

const excerptLength = 160;
const bodyLength = 4000;
const textKeys = /title|heading|eyebrow|description|text|label|question|answer|quote|caption/i;

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `length` characters, cut at a word boundary with an ellipsis. */
export function shorten(text: string, length = excerptLength): string {
  const plain = squeeze(text);
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

function isRichText(value: unknown): value is Content.PostDocument['data']['body'] {
  return Array.isArray(value) && value.every((node) => typeof node === 'object' && node !== null && 'type' in node);
}

/** The readable words of slice fields (rich text and text fields named like prose), for the index only. */
function fieldsText(fields: Record<string, unknown>): string[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    if (typeof value === 'string') return textKeys.test(key) ? [value] : [];
    if (isRichText(value)) return [asText(value, { separator: ' ' })];
    return [];
  });
}

function slicesText(slices: readonly { primary?: unknown; items?: unknown }[] = []): string {
  const parts = slices.flatMap((slice) => [
    ...fieldsText((slice.primary ?? {}) as Record<string, unknown>),
    ...(Array.isArray(slice.items) ? slice.items : []).flatMap((item) => fieldsText(item as Record<string, unknown>)),
  ]);
  return squeeze(parts.join(' ')).slice(0, bodyLength);
}

export function productDocument(locale: Locale, doc: Content.ProductPageDocument): SiteDocument {
  const { data } = doc;
  const pictures = [data.image, ...data.gallery.map((item) => item.image)].map((image) => image?.alt);
  return {
    id: `product:${doc.uid}`,
    kind: 'product',
    title: squeeze(data.product_name || data.title || doc.uid),
    excerpt: shorten(data.tagline || data.meta_description || ''),
    body: slicesText(data.slices),
    hints: squeeze([data.meta_title, data.meta_description, ...pictures].filter(Boolean).join(' · ')),
    href: pathFor(locale, { pathname: '/[uid]', params: { uid: doc.uid } }),
    sku: data.sku_code || undefined,
    image: isFilled.image(data.image) ? { url: data.image.url, alt: data.image.alt ?? '' } : undefined,
  };
}

/** `sectionProducts` maps a FAQ section's id to its product's uid (the article's path needs both). */
export function faqDocument(
  locale: Locale,
  doc: Content.FaqArticleDocument,
  sectionProducts: ReadonlyMap<string, string>,
  hints: readonly string[] = [],
): SiteDocument | null {
  const section = doc.data.section;
  if (!isFilled.contentRelationship(section) || !section.uid) return null;
  const product = sectionProducts.get(section.id);
  if (!product) return null;
  const answer = squeeze(asText(doc.data.answer, { separator: ' ' }));
  return {
    id: `faq:${doc.uid}`,
    kind: 'faq',
    title: squeeze(doc.data.question || doc.uid),
    excerpt: shorten(answer),
    body: answer.slice(0, bodyLength),
    hints: hints.join(' · '),
    href: pathFor(locale, {
      pathname: '/faq/[product]/[section]/[uid]',
      params: { product, section: section.uid, uid: doc.uid },
    }),
  };
}

export function postDocument(locale: Locale, doc: Content.PostDocument): SiteDocument | null {
  const category = doc.data.category;
  if (!isFilled.contentRelationship(category) || !category.uid) return null;
  return {
    id: `post:${doc.uid}`,
    kind: 'post',
    title: squeeze(doc.data.title || doc.uid),
    excerpt: shorten(doc.data.excerpt || doc.data.meta_description || ''),
    body: squeeze(asText(doc.data.body, { separator: ' ' })).slice(0, bodyLength),
    hints: '',
    href: pathFor(locale, { pathname: '/blog/[category]/[uid]', params: { category: category.uid, uid: doc.uid } }),
  };
}
