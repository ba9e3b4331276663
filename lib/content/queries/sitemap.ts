import 'server-only';
import { filter, type Content, type PrismicDocument } from '@prismicio/client';
import { notFoundPath, resolveLink } from '../links';
import { toLocale } from '../langs';
import type { Alternates, SitemapEntry } from '../types';
import { cacheTags } from '@/lib/cache';
import { listingTags } from './reads';
import { anyLang, atRequestRef, getEvery, runQuery, type ContentRef } from './run';

const routedTypes: Content.AllDocumentTypes['type'][] = [
  'page',
  'product_page',
  'post',
  'blog_category',
  'faq_product',
  'faq_section',
  'faq_article',
];

/** Documents with this tag are kept out of the sitemap and marked noindex (pages reached only by a direct link). */
export const noindexTag = 'noindex';

function pathOf(doc: Pick<PrismicDocument, 'url' | 'type' | 'lang' | 'uid' | 'data'>): string | undefined {
  const path = doc.url ?? resolveLink({ ...doc, uid: doc.uid ?? undefined });
  return path && path !== notFoundPath ? path : undefined;
}

function alternatesOf(doc: PrismicDocument, byId: Map<string, PrismicDocument>): Alternates {
  const alternates: Alternates = {};
  for (const item of [doc, ...doc.alternate_languages.map((alt) => byId.get(alt.id) ?? alt)]) {
    const locale = toLocale(item.lang);
    const path = 'data' in item ? pathOf(item) : pathOf({ ...item, uid: item.uid ?? null, url: null, data: {} });
    if (locale && path) alternates[locale] = path;
  }
  return alternates;
}

/** Paths of a document and its translations, by app locale (language switcher, hreflang). */
export async function getAlternates(doc: PrismicDocument): Promise<Alternates> {
  const ids = doc.alternate_languages.map((alt) => alt.id);
  const translations = ids.length ? await atRequestRef(translationsAt, ids) : [];
  return alternatesOf(doc, new Map(translations.map((item) => [item.id, item])));
}

async function translationsAt(ref: ContentRef, ids: string[]): Promise<Content.AllDocumentTypes[]> {
  'use cache';
  return runQuery(
    'getAlternates',
    ref,
    [],
    async (client) => (await client.getByIDs(ids, { ...anyLang, pageSize: 100 })).results,
    () => ids.map(cacheTags.document),
  );
}

/** Every routable document in every language with its path, last change and translations. */
export const getAllDocumentsForSitemap = () => atRequestRef(sitemapAt);

async function sitemapAt(ref: ContentRef): Promise<SitemapEntry[]> {
  'use cache';
  return runQuery(
    'getAllDocumentsForSitemap',
    ref,
    [],
    async (client) => {
      const docs = await getEvery(client, { ...anyLang, filters: [filter.any('document.type', routedTypes)] });
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      return docs.flatMap((doc) => {
        if (doc.tags.includes(noindexTag)) return [];
        const locale = toLocale(doc.lang);
        const path = pathOf(doc);
        if (!locale || !path) return [];
        return [
          {
            path,
            locale,
            type: doc.type,
            lastModified: doc.last_publication_date,
            alternates: alternatesOf(doc, byId),
          },
        ];
      });
    },
    () => listingTags(...routedTypes)('*'),
  );
}
