// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createClient,
  filter,
  ParsingError,
  RefNotFoundError,
  type Client,
  type PrismicDocument,
} from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { embeddedEndpoint } from '@/lib/content/sdk';
import { embeddedFetchFor } from '@/lib/content/embedded/fetch';
import { fixtureClient, fixtureRoot, ids, json } from './support';

// The fixtures exercise the embedded API, not the site's models, so this client is not typed with them.
const client: Client = fixtureClient().client;
const embedded = embeddedFetchFor(fixtureRoot);
const newest = [{ field: 'my.post.publication_date', direction: 'desc' as const }];

async function raw(pathAndQuery: string) {
  const response = await embedded(`${embeddedEndpoint}${pathAndQuery}`);
  return { status: response.status, body: await response.json() };
}

describe('embedded source: repository document', () => {
  it('answers refs, forms, types, languages, tags, bookmarks and experiments', async () => {
    const repository = await client.getRepository();
    expect(repository.refs).toEqual([{ id: 'master', ref: expect.any(String), label: 'Master', isMasterRef: true }]);
    expect(repository.forms.everything?.action).toBe(`${embeddedEndpoint}/documents/search`);
    expect(repository.forms.tags?.action).toBe(`${embeddedEndpoint}/tags`);
    expect(repository.types).toMatchObject({ page: 'page', post: 'post', faq_article: 'faq_article' });
    expect(repository.languages.map((lang) => lang.id).sort()).toEqual(['de-de', 'en-gb', 'it-it']);
    expect(repository.tags).toEqual(['blog', 'featured', 'tech']);
    expect(repository.bookmarks).toEqual({});
    const master = repository.refs[0]!.ref;
    expect(repository.experiments).toMatchObject({
      drafts: [],
      running: [
        {
          id: 'exp-1',
          googleId: 'GA-EXP-1',
          name: 'Hero wording',
          variations: [
            { id: 'control', ref: `${master}~control`, label: 'Control' },
            { id: 'bold', ref: `${master}~bold`, label: 'Bold' },
          ],
        },
      ],
    });
    expect(await client.getTags()).toEqual(['blog', 'featured', 'tech']);
  });

  it('skips unreadable (half-written) files and answers an empty or missing folder', async () => {
    expect(ids(await client.get({ filters: [filter.at('document.type', 'page')] }))).not.toContain('page-partial');
    const empty = await mkdtemp(path.join(tmpdir(), 'content-'));
    const emptyClient = createClient<PrismicDocument>('embedded', {
      documentAPIEndpoint: embeddedEndpoint,
      fetch: embeddedFetchFor(empty),
    });
    expect((await emptyClient.get()).results).toEqual([]);
    expect((await emptyClient.getRepository()).experiments).toMatchObject({ running: [] });
    await rm(empty, { recursive: true });
  });
});

describe('embedded source: documents/search', () => {
  it('answers the master language without lang, one language with lang, every language with *', async () => {
    const pages = [filter.at('document.type', 'page')];
    expect(ids(await client.get({ filters: pages }))).toEqual(['page-home-en', 'page-tech-en']);
    expect(ids(await client.get({ filters: pages, lang: 'de-de' }))).toEqual(['page-home-de', 'page-tech-de']);
    expect(ids(await client.get({ filters: pages, lang: '*' }))).toHaveLength(5);
  });

  it('pages with page, pageSize and the paging fields', async () => {
    const first = await client.getByType('post', { pageSize: 2, orderings: newest });
    expect(first).toMatchObject({
      page: 1,
      results_per_page: 2,
      results_size: 2,
      total_results_size: 5,
      total_pages: 3,
      prev_page: null,
    });
    expect(new URL(first.next_page!).searchParams.get('page')).toBe('2');
    const last = await client.getByType('post', { pageSize: 2, page: 3, orderings: newest });
    expect(last).toMatchObject({ page: 3, results_size: 1, next_page: null });
    expect(new URL(last.prev_page!).searchParams.get('page')).toBe('2');
    expect(last.results.map((doc) => doc.id)).toEqual(['post-5-en']);
    expect(await client.getByType('post', { pageSize: 2, page: 9 })).toMatchObject({ results: [], total_pages: 3 });
    expect(
      (await client.dangerouslyGetAll({ filters: [filter.at('document.type', 'post')], pageSize: 100 })).length,
    ).toBe(5);
  });

  it('orders by several fields, ascending or descending, empty values last', async () => {
    const byDate = await client.getByType('post', { orderings: newest });
    expect(byDate.results.map((doc) => doc.id)).toEqual([
      'post-1-en',
      'post-2-en',
      'post-3-en',
      'post-4-en',
      'post-5-en',
    ]);
    const byCategory = await client.getByType('post', {
      orderings: [{ field: 'my.post.category' }, { field: 'document.first_publication_date', direction: 'desc' }],
    });
    expect(byCategory.results.map((doc) => doc.id)).toEqual([
      'post-1-en',
      'post-2-en',
      'post-3-en',
      'post-4-en',
      'post-5-en',
    ]);
    const byAuthor = await client.getByType('post', { orderings: [{ field: 'my.post.author', direction: 'desc' }] });
    expect(byAuthor.results.at(-1)?.id).toBe('post-5-en');
    const byPosition = await client.getByType('faq_article', { orderings: [{ field: 'my.faq_article.position' }] });
    expect(byPosition.results.map((doc) => doc.uid)).toEqual(['placement', 'wash-filter']);
  });

  it('continues after a document id with after', async () => {
    const next = await client.getByType('post', { orderings: newest, after: 'post-2-en' });
    expect(next.results.map((doc) => doc.id)).toEqual(['post-3-en', 'post-4-en', 'post-5-en']);
    expect((await client.getByType('post', { after: 'unknown-id' })).results).toEqual([]);
  });

  it('computes document urls from routes: prefixes, the category resolver, nested resolvers, home', async () => {
    const urls = async (type: string, lang = '*') =>
      Object.fromEntries((await client.getAllByType(type, { lang })).map((doc) => [doc.id, doc.url]));
    expect(await urls('page')).toEqual({
      'page-home-en': '/',
      'page-home-de': '/de',
      'page-tech-en': '/technology',
      'page-tech-de': '/de/technologie',
      'page-tech-it': '/it/tecnologia',
    });
    expect(await urls('post')).toMatchObject({
      'post-1-en': '/blog/news/fresh-food-longer',
      'post-2-en': '/blog/news/bacteria-facts',
      'post-1-de': '/de/blog/neuigkeiten/frische-lebensmittel',
    });
    expect(await urls('blog_category')).toMatchObject({
      'cat-news-en': '/blog/news',
      'cat-news-de': '/de/blog/neuigkeiten',
    });
    expect(await urls('product_page')).toEqual({ 'product-fridge-en': '/fridge-purifier' });
    expect(await urls('faq_article')).toEqual({
      'faq-wash-en': '/faq/freshly/guide/wash-filter',
      'faq-place-en': '/faq/freshly/guide/placement',
    });
    expect(await urls('menu')).toEqual({ 'menu-en': null });
  });

  it('fills document links nested in slices, groups and rich text, broken ones with brokenRoute', async () => {
    const page = await client.getByUID('page', 'technology');
    const [richText, cta] = page.data.slices;
    const span = richText.primary.text[0].spans[0];
    expect(span.data).toMatchObject({
      id: 'post-1-en',
      type: 'post',
      uid: 'fresh-food-longer',
      lang: 'en-gb',
      isBroken: false,
      url: '/blog/news/fresh-food-longer',
    });
    expect(richText.items[0].link).toEqual({
      link_type: 'Document',
      id: 'missing-doc',
      isBroken: true,
      tags: [],
      url: '/not-found',
    });
    expect(richText.items[1].link).toEqual({ link_type: 'Web', url: 'https://example.com' });
    expect(cta.primary.button).toMatchObject({ id: 'page-home-en', url: '/', isBroken: false });
    const menu = await client.getSingle('menu');
    expect(menu.data.items[1].link).toMatchObject({ type: 'product_page', url: '/fridge-purifier' });
  });

  it('leaves urls out without routes and uses a given brokenRoute', async () => {
    const bare = createClient<PrismicDocument>('embedded', { documentAPIEndpoint: embeddedEndpoint, fetch: embedded });
    const page = await bare.getByUID('page', 'technology');
    expect(page.url).toBeNull();
    expect(page.data.slices[0].items[0].link).toEqual({
      link_type: 'Document',
      id: 'missing-doc',
      isBroken: true,
      tags: [],
    });
    const custom = await bare.getByUID('page', 'technology', {
      brokenRoute: '/gone',
      routes: [{ type: 'page', path: '/:lang/:uid' }],
    });
    expect(custom.url).toBe('/en-gb/technology');
    expect(custom.data.slices[0].items[0].link.url).toBe('/gone');
  });

  it('returns alternate_languages as stored', async () => {
    const page = await client.getByUID('page', 'technologie', { lang: 'de-de' });
    expect(page.alternate_languages).toEqual([
      { id: 'page-tech-en', uid: 'technology', type: 'page', lang: 'en-gb' },
      { id: 'page-tech-it', uid: 'tecnologia', type: 'page', lang: 'it-it' },
    ]);
  });

  it('serves a variation ref with its overlay and the master documents', async () => {
    const master = (await client.getMasterRef()).ref;
    const bold = await client.getByUID('page', 'technology', { ref: `${master}~bold` });
    expect(bold.data.title).toBe('Bold technology');
    expect((await client.getByUID('page', 'technology', { ref: `${master}~control` })).data.title).toBe('Technology');
    expect((await client.getByUID('page', 'home', { ref: `${master}~bold` })).id).toBe('page-home-en');
  });
});

describe('embedded source: error statuses', () => {
  it('answers an unknown ref with 404 api_notfound_error naming the master ref', async () => {
    const master = (await client.getMasterRef()).ref;
    const answer = await raw('/documents/search?ref=nope');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      type: 'api_notfound_error',
      message: expect.stringMatching(new RegExp(`Master ref is: ${master}$`)),
    });
  });

  it('lets the client recover from an unknown ref through the master ref it names, as with the hosted API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await client.getByUID('page', 'technology', { ref: 'stale-ref' })).id).toBe('page-tech-en');
    warn.mockRestore();
  });

  it('surfaces a ref error without a master ref as the client RefNotFoundError', async () => {
    const body = { type: 'api_notfound_error', message: 'Ref not found.' };
    const { client: failing } = fixtureClient({
      send: async (url) => (url.includes('/documents/search') ? json(404, body) : embedded(url)),
    });
    await expect(failing.get()).rejects.toBeInstanceOf(RefNotFoundError);
  });

  it('answers malformed queries with 400 parsing-error bodies that become the client ParsingError', async () => {
    const master = (await client.getMasterRef()).ref;
    const bad = await raw(`/documents/search?ref=${master}&q=${encodeURIComponent('[[at(document.type "x")]]')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      type: 'parsing-error',
      message: 'Invalid query',
      line: 1,
      column: expect.any(Number),
      location: expect.any(String),
    });
    expect((await raw(`/documents/search?ref=${master}&pageSize=101`)).status).toBe(400);
    expect((await raw(`/documents/search?ref=${master}&page=0`)).status).toBe(400);
    expect(
      (await raw(`/documents/search?ref=${master}&orderings=${encodeURIComponent('[my.post.title sideways]')}`)).status,
    ).toBe(400);
    expect((await raw(`/documents/search?ref=${master}&routes=not-json`)).status).toBe(400);
    expect((await raw('/documents/search')).status).toBe(400);
    await expect(client.get({ pageSize: 500 })).rejects.toBeInstanceOf(ParsingError);
  });
});

describe('embedded source: hostile input', () => {
  it('answers 200 or 400 to arbitrary q, orderings, routes and paging values, never a crash', async () => {
    const master = (await client.getMasterRef()).ref;
    const alphabet = '[]()",\\ .-*0123456789abcdefmy.documentattypeanyin#%';
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const junk = () =>
      Array.from({ length: Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      );
    for (let i = 0; i < 300; i++) {
      const name = ['q', 'orderings', 'routes', 'page', 'pageSize', 'after', 'lang'][i % 7]!;
      const value = i % 3 === 0 ? `[[at(${junk()})]]` : junk();
      const { status } = await raw(`/documents/search?ref=${master}&${name}=${encodeURIComponent(value)}`);
      expect([200, 400]).toContain(status);
    }
  });
});
