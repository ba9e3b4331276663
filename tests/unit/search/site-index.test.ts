import { beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@/lib/content/sdk';
import type { Locale } from '@/lib/i18n/locales';
import { fetchSiteDocuments } from '@/lib/search/content';
import { shorten, type SiteDocument } from '@/lib/search/documents';
import { groupHits } from '@/lib/search/hits';
import { buildSiteIndex, searchSiteIndex, type SiteIndex } from '@/lib/search/site-index';

const documents = {} as Record<Locale, SiteDocument[]>;
const indexes = {} as Record<Locale, SiteIndex>;
const top = (locale: Locale, term: string, limit = 5) => searchSiteIndex(indexes[locale], term, limit);

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
    expect(top('en', 'retrns')[0]).toMatchObject({ kind: 'faq', title: 'Can I return my order?' });
  });

  it('stems German: returns, shipping costs and the fridge find the German FAQ and blog', () => {
    expect(top('de', 'Rückgabe')[0]).toMatchObject({ kind: 'faq', title: 'Kann ich meine Bestellung zurückgeben?' });
    expect(top('de', 'Versandkosten')[0]).toMatchObject({ kind: 'faq', title: 'Was kostet der Versand?' });
    const fridge = top('de', 'Kühlschränke', 8);
    expect(fridge.some((hit) => hit.kind === 'post' && hit.href.startsWith('/de/blog/'))).toBe(true);
    expect(fridge.some((hit) => hit.kind === 'faq' && hit.href.startsWith('/de/faq/'))).toBe(true);
  });

  it('stems Italian and forgives a typo: shipping and the fridge find the Italian FAQ and blog', () => {
    expect(top('it', 'spedizone')[0]).toMatchObject({ kind: 'faq', title: 'Quanto costa la spedizione?' });
    const fridge = top('it', 'frigoriferi', 8);
    expect(fridge.some((hit) => hit.kind === 'post' && hit.href.startsWith('/it/blog/'))).toBe(true);
    expect(fridge.some((hit) => hit.kind === 'faq' && hit.href.startsWith('/it/faq/'))).toBe(true);
  });

  it('finds nothing for gibberish', () => {
    expect(top('en', 'qwxzvk')).toEqual([]);
  });

  it('answers only what a result shows, never the indexed body', () => {
    const [hit] = top('en', 'aura');
    expect(Object.keys(hit).sort()).toEqual(['excerpt', 'href', 'id', 'kind', 'title']);
  });
});

describe('hits and excerpts', () => {
  it('groups hits by kind, the group with the best hit first, keeping the ranking inside a group', () => {
    const hit = (id: string, kind: SiteDocument['kind']) => ({ id, kind, title: id, excerpt: '', href: `/${id}` });
    const groups = groupHits([hit('p1', 'post'), hit('f1', 'faq'), hit('p2', 'post'), hit('x', 'product')]);
    expect(groups.map((group) => [group.kind, group.hits.map((h) => h.id)])).toEqual([
      ['post', ['p1', 'p2']],
      ['faq', ['f1']],
      ['product', ['x']],
    ]);
  });

  it('shortens an excerpt at a word boundary', () => {
    expect(shorten('short text')).toBe('short text');
    const long = shorten('word '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(41);
    expect(long).toMatch(/word…$/);
  });
});
