import 'server-only';
import { cacheProfiles } from '@/lib/cache';
import { getContentClient } from '@/lib/content/instance';
import type { Locale } from '@/lib/i18n/locales';
import { fetchSiteDocuments } from './content';
import { searchTerm } from './query';
import type { SiteHit } from './hits';
import { buildSiteIndex, searchSiteIndex, type SiteIndex } from './site-index';

type Built = { index: SiteIndex; products: SiteHit[]; builtAt: number };
const built = new Map<Locale, Promise<Built>>();
const maxAgeMs = cacheProfiles.content.revalidate * 1000;

/** Published content at the master ref, so a previewer's draft never lands in everyone's index. */
async function build(locale: Locale): Promise<Built> {
  const content = await getContentClient();
  if (!content) throw new Error('the content client is unavailable');
  const { ref } = await content.client.getMasterRef();
  const documents = await fetchSiteDocuments(content.client, locale, ref);
  const products = documents
    .filter((doc) => doc.kind === 'product')
    .map(({ id, kind, title, excerpt, href }) => ({ id, kind, title, excerpt, href }));
  return { index: await buildSiteIndex(locale, documents), products, builtAt: Date.now() };
}

/**
 * One index per language and process, built on first use (about 50 documents) and rebuilt in the background
 * once it is as old as a cached page may be; a failed rebuild keeps the old index.
 */
async function builtFor(locale: Locale): Promise<Built> {
  const pending = built.get(locale);
  if (!pending) {
    const first = build(locale);
    first.catch(() => built.delete(locale));
    built.set(locale, first);
    return first;
  }
  const current = await pending;
  if (Date.now() - current.builtAt > maxAgeMs) {
    current.builtAt = Date.now();
    build(locale).then(
      (fresh) => built.set(locale, Promise.resolve(fresh)),
      (error: unknown) => console.error(`[search] rebuilding the ${locale} index failed:`, error),
    );
  }
  return current;
}

/** Products, FAQ answers and blog posts of `locale` matching `query`, best first; an invalid query finds nothing. */
export async function searchSite(locale: Locale, query: string, limit = 8): Promise<SiteHit[]> {
  const term = searchTerm.safeParse(query);
  if (!term.success) return [];
  return searchSiteIndex((await builtFor(locale)).index, term.data, Math.max(1, Math.min(limit, 50)));
}

/** Every product page of `locale`: the empty results page suggests them. */
export async function productHits(locale: Locale): Promise<SiteHit[]> {
  return (await builtFor(locale)).products;
}
