import 'server-only';
import { cacheProfiles } from '@/lib/cache';
import { getContentClient } from '@/lib/content/instance';
import type { Locale } from '@/lib/i18n/locales';
import { placeOffer } from '@/lib/market-variants/server';
import { fetchSiteDocuments } from './content';
import { searchTerm } from './query';
import type { SiteHit, SiteResults } from './hits';
import { buildSiteIndex, searchSiteIndex, type SiteIndex } from './site-index';
import { logger } from '@/lib/telemetry/log';

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
    .map(({ id, kind, title, excerpt, href, sku, image }) => ({ id, kind, title, excerpt, href, sku, image }));
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
      (error: unknown) => logger.error({ err: error }, `[search] rebuilding the ${locale} index failed`),
    );
  }
  return current;
}

/** Every product, FAQ answer and blog post of `locale` matching `query`, products first; an invalid query finds none. */
export async function searchSite(locale: Locale, query: string): Promise<SiteResults> {
  const term = searchTerm.safeParse(query);
  if (!term.success) return { count: 0, hits: [] };
  return searchSiteIndex((await builtFor(locale)).index, term.data);
}

/** Every product page of `locale`: the empty results page and the 404 page suggest them. */
export async function productHits(locale: Locale): Promise<SiteHit[]> {
  return (await builtFor(locale)).products;
}

/**
 * The prices of the product hits by SKU, in the market of the page's variant as its buy boxes show them (ADR 0023);
 * a SKU the shop cannot price now is left out.
 */
export async function hitPrices(locale: Locale, hits: readonly SiteHit[]): Promise<Partial<Record<string, string>>> {
  const skus = [...new Set(hits.flatMap((hit) => (hit.sku ? [hit.sku] : [])))];
  const offers = await Promise.all(skus.map(async (sku) => [sku, (await placeOffer(locale, sku))?.offer?.price]));
  return Object.fromEntries(offers.filter(([, price]) => price));
}
