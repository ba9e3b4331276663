import { isFilled } from '@prismicio/client';
import { toFaqEntry, trainingParaphrases } from '@/lib/assistant/articles';
import type { ContentApi } from '@/lib/content/sdk';
import { toContentLang } from '@/lib/content/langs';
import type { Locale } from '@/lib/i18n/locales';
import { faqDocument, postDocument, productDocument, type SiteDocument } from './documents';

// The sitemap's noindexTag (lib/content/queries/sitemap.ts), whose module brings the request-bound query runner.
const noindexTag = 'noindex';

/** Every product page, FAQ article and blog post of a language as search documents (noindex pages left out). */
export async function fetchSiteDocuments(client: ContentApi, locale: Locale, ref?: string): Promise<SiteDocument[]> {
  const params = { lang: toContentLang(locale), ref };
  const [products, sections, articles, posts] = await Promise.all([
    client.getAllByType('product_page', params),
    client.getAllByType('faq_section', params),
    client.getAllByType('faq_article', params),
    client.getAllByType('post', params),
  ]);
  const sectionProducts = new Map(
    sections.flatMap((section) =>
      isFilled.contentRelationship(section.data.product) && section.data.product.uid
        ? [[section.id, section.data.product.uid] as const]
        : [],
    ),
  );
  const listed = <T extends { tags: string[] }>(docs: T[]) => docs.filter((doc) => !doc.tags.includes(noindexTag));
  return [
    ...listed(products).map((doc) => productDocument(locale, doc)),
    ...listed(articles).flatMap((doc) => {
      const hints = trainingParaphrases[locale][toFaqEntry(doc).uid];
      return faqDocument(locale, doc, sectionProducts, hints) ?? [];
    }),
    ...listed(posts).flatMap((doc) => postDocument(locale, doc) ?? []),
  ];
}
