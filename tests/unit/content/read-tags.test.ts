// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureContentClient } from '@/lib/content/instance';
import { getPost, getPosts } from '@/lib/content/queries/blog';
import { getMenu } from '@/lib/content/queries/globals';
import { getPage, getPageOrProduct, getProductPage } from '@/lib/content/queries/pages';
import { getAlternates } from '@/lib/content/queries/sitemap';
import { fakeCache } from '@/tests/support/next-cache';
import { fixtureRoot } from './support';

// What each read leaves on its 'use cache' entry, which Next hands on to the page rendering it.
const marked: string[][] = [];
const lifetimes: string[] = [];

beforeAll(() => configureContentClient({ env: {}, contentRoot: fixtureRoot }));
afterAll(() => configureContentClient({}));
beforeEach(() => {
  marked.length = 0;
  lifetimes.length = 0;
  fakeCache({
    cacheTag: (...tags) => void marked.push(tags.sort()),
    cacheLife: (profile) => void lifetimes.push(String(profile)),
  });
});

describe('content reads leave per-document and per-listing tags', () => {
  it('tags a document read by uid with its id, a miss with its type in that language', async () => {
    await getPage('en', 'technology');
    await getPage('de', 'nothing-here');
    expect(marked).toEqual([
      ['prismic', 'prismic:doc:page-tech-en'],
      ['prismic', 'prismic:list:page:de-de'],
    ]);
  });

  it('tags a product page with its SKU, and the catch-all read with the one it found', async () => {
    await getProductPage('en', 'fridge-purifier');
    await getPageOrProduct('en', 'technology');
    await getPageOrProduct('it', 'nothing-here');
    expect(marked).toEqual([
      ['commerce:sku:FRESHLY-01', 'prismic', 'prismic:doc:product-fridge-en'],
      ['prismic', 'prismic:doc:page-tech-en'],
      ['prismic', 'prismic:list:page:it-it', 'prismic:list:product_page:it-it'],
    ]);
  });

  it('tags the translations a page links to by their ids, and a post by its own', async () => {
    const page = await getPage('en', 'technology');
    marked.length = 0;
    await getAlternates(page!);
    expect(marked).toEqual([['prismic', 'prismic:doc:page-tech-de', 'prismic:doc:page-tech-it']]);
    marked.length = 0;
    await getPost('en', 'news', 'bacteria-facts');
    expect(marked).toEqual([['prismic', 'prismic:doc:post-2-en']]);
  });

  it('tags listings and singletons by type and language', async () => {
    await getPosts('en', { page: 1, pageSize: 2 });
    await getMenu('it');
    expect(marked).toEqual([
      ['prismic', 'prismic:list:post:en-gb'],
      ['prismic', 'prismic:list:menu:it-it'],
    ]);
  });

  it('gives every read the content lifetime of the registry', async () => {
    await getPage('en', 'technology');
    await getPageOrProduct('en', 'freshly');
    expect(lifetimes).toEqual(['content', 'content']);
  });
});
