import { beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@/lib/content/sdk';
import type { Locale } from '@/lib/i18n/locales';
import { fetchSiteDocuments } from '@/lib/search/content';
import { shorten, type SiteDocument } from '@/lib/search/documents';
import { groupHits, pickHits, type SiteHit } from '@/lib/search/hits';
import { buildSiteIndex, searchSiteIndex, type SiteIndex } from '@/lib/search/site-index';

const documents = {} as Record<Locale, SiteDocument[]>;
const kindOrder = ['product', 'faq', 'post'];
const indexes = {} as Record<Locale, SiteIndex>;
const top = (locale: Locale, term: string) => searchSiteIndex(indexes[locale], term).hits;
const faqs = (locale: Locale, term: string) => top(locale, term).filter((hit) => hit.kind === 'faq');

beforeAll(async () => {
  const { client } = createContentClient();
  for (const locale of ['en', 'de', 'it'] as const) {
    documents[locale] = await fetchSiteDocuments(client, locale);
    indexes[locale] = await buildSiteIndex(locale, documents[locale]);
  }
}, 60_000);

describe('the site index over the embedded content', () => {
  it('holds every product page, FAQ article and blog post of a language, linked through the route table', () => {
    for (const [locale, prefix] of [
      ['en', ''],
      ['de', '/de'],
      ['it', '/it'],
    ] as const) {
      const kinds = documents[locale].map((doc) => doc.kind);
      expect(kinds.filter((kind) => kind === 'product')).toHaveLength(4);
      expect(kinds.filter((kind) => kind === 'faq')).toHaveLength(32);
      expect(kinds.filter((kind) => kind === 'post')).toHaveLength(12);
      for (const doc of documents[locale]) expect(doc.href.startsWith(`${prefix}/`)).toBe(true);
    }
    expect(documents.de.find((doc) => doc.id === 'faq:rueckgabe')?.href).toBe(
      '/de/faq/freshly/versand-und-rueckgabe/rueckgabe',
    );
  });

  it('forgives a typo: "fresly" finds Freshly first in every language', () => {
    expect(top('en', 'fresly')[0]).toMatchObject({ kind: 'product', title: 'Freshly', href: '/freshly' });
    expect(top('de', 'fresly')[0]).toMatchObject({ kind: 'product', href: '/de/freshly' });
    expect(top('it', 'fresly')[0]).toMatchObject({ kind: 'product', href: '/it/freshly' });
    expect(faqs('en', 'retrns')[0]).toMatchObject({ kind: 'faq', title: 'Can I return my order?' });
  });

  it('stems German: returns, shipping costs and the fridge find the German FAQ and blog', () => {
    expect(faqs('de', 'Rückgabe')[0]).toMatchObject({ title: 'Kann ich meine Bestellung zurückgeben?' });
    expect(faqs('de', 'Versandkosten')[0]).toMatchObject({ title: 'Was kostet der Versand?' });
    const fridge = top('de', 'Kühlschränke');
    expect(fridge.some((hit) => hit.kind === 'post' && hit.href.startsWith('/de/blog/'))).toBe(true);
    expect(fridge.some((hit) => hit.kind === 'faq' && hit.href.startsWith('/de/faq/'))).toBe(true);
  });

  it('stems Italian and forgives a typo: shipping and the fridge find the Italian FAQ and blog', () => {
    expect(faqs('it', 'spedizone')[0]).toMatchObject({ title: 'Quanto costa la spedizione?' });
    const fridge = top('it', 'frigoriferi');
    expect(fridge.some((hit) => hit.kind === 'post' && hit.href.startsWith('/it/blog/'))).toBe(true);
    expect(fridge.some((hit) => hit.kind === 'faq' && hit.href.startsWith('/it/faq/'))).toBe(true);
  });

  it('finds nothing for gibberish', () => {
    expect(top('en', 'qwxzvk')).toEqual([]);
  });

  it('answers only what a result shows, never the indexed body: a product with its SKU and picture', () => {
    const [hit] = top('en', 'aura');
    expect(Object.keys(hit).sort()).toEqual(['excerpt', 'href', 'id', 'image', 'kind', 'sku', 'title']);
    expect(hit).toMatchObject({ sku: 'AURA-01', image: { url: '/content/products/aura.webp' } });
    expect(Object.keys(faqs('en', 'aura')[0]).sort()).toEqual(['excerpt', 'href', 'id', 'kind', 'title']);
  });
});

describe('products lead, found by what they do in each language (issue 39)', () => {
  // What shoppers typed in the walk through the shop: the product they meant must come first.
  it.each([
    ['en', 'fridge', 'product:freshly'],
    ['de', 'Kühlschrank', 'product:freshly'],
    ['it', 'frigorifero', 'product:freshly'],
    ['en', 'plant', 'product:verde-'],
    ['de', 'Pflanze', 'product:verde-'],
    ['it', 'pianta', 'product:verde-'],
    ['en', 'personal purifier', 'product:aura'],
    ['de', 'persönlicher Luftreiniger', 'product:aura'],
    ['it', 'purificatore personale', 'product:aura'],
  ] as const)('%s "%s" puts %s first, then help, then posts', (locale, term, first) => {
    const hits = top(locale, term);
    expect(hits[0].id.startsWith(first), hits.map((hit) => hit.id).join(' ')).toBe(true);
    const kinds = hits.map((hit) => kindOrder.indexOf(hit.kind));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
  });

  it.each([
    ['en', 'purifer'],
    ['it', 'purifer'],
    ['it', 'purificatre'],
    ['de', 'Luftreinger'],
  ] as const)('%s "%s", misspelt, still finds the purifiers first, Aura and both Verdes among them', (locale, term) => {
    const products = top(locale, term).slice(0, 4);
    expect(products.every((hit) => hit.kind === 'product')).toBe(true);
    expect(products.map((hit) => hit.id)).toEqual(
      expect.arrayContaining(['product:aura', 'product:verde-basic', 'product:verde-smart']),
    );
  });

  it('counts every match once: the count is the number of hits the results page lists', () => {
    const results = searchSiteIndex(indexes.it, 'frigorifero');
    expect(results.count).toBe(results.hits.length);
    expect(new Set(results.hits.map((hit) => hit.id)).size).toBe(results.count);
    expect(results.count).toBeGreaterThan(8);
  });
});

describe('hits and excerpts', () => {
  const hit = (id: string, kind: SiteDocument['kind']): SiteHit => ({
    id,
    kind,
    title: id,
    excerpt: '',
    href: `/${id}`,
  });
  const many = (kind: SiteDocument['kind'], count: number) =>
    Array.from({ length: count }, (_, i) => hit(`${kind}${i + 1}`, kind));

  it('groups hits by kind, products, then help, then posts, keeping the ranking inside a group', () => {
    const groups = groupHits([hit('p1', 'post'), hit('f1', 'faq'), hit('p2', 'post'), hit('x', 'product')]);
    expect(groups.map((group) => [group.kind, group.hits.map((h) => h.id)])).toEqual([
      ['product', ['x']],
      ['faq', ['f1']],
      ['post', ['p1', 'p2']],
    ]);
  });

  it('picks the list as you type: products two places a round, every other kind one, in the page order', () => {
    const ids = (hits: SiteHit[]) => hits.map((h) => h.id);
    const all = [...many('post', 10), ...many('faq', 10), ...many('product', 4)];
    expect(ids(pickHits(all, 8))).toEqual([
      'product1',
      'product2',
      'product3',
      'product4',
      'faq1',
      'faq2',
      'post1',
      'post2',
    ]);
    expect(ids(pickHits([...many('faq', 10), ...many('product', 1), ...many('post', 10)], 8))).toEqual([
      'product1',
      'faq1',
      'faq2',
      'faq3',
      'faq4',
      'post1',
      'post2',
      'post3',
    ]);
    expect(ids(pickHits(many('post', 3), 8))).toEqual(['post1', 'post2', 'post3']);
    expect(pickHits([], 8)).toEqual([]);
  });

  it('shortens an excerpt at a word boundary', () => {
    expect(shorten('short text')).toBe('short text');
    const long = shorten('word '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(41);
    expect(long).toMatch(/word…$/);
  });
});
