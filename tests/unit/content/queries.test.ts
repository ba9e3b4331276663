// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureContentClient } from '@/lib/content/instance';
import { getAllPageUids, getPage, getPageOrProduct, getProductPage } from '@/lib/content/queries/pages';
import {
  getCategories,
  getCategory,
  getPost,
  getPosts,
  getRelatedPosts,
  searchPosts,
} from '@/lib/content/queries/blog';
import {
  getFaqArticle,
  getFaqArticles,
  getFaqProduct,
  getFaqProducts,
  getFaqSection,
  getFaqSections,
} from '@/lib/content/queries/faq';
import { getFooter, getFoodprintProfiles, getMenu, getReviews, getSettings } from '@/lib/content/queries/globals';
import { getAllDocumentsForSitemap, getAlternates } from '@/lib/content/queries/sitemap';
import { fixtureRoot } from './support';
import { logger } from '@/lib/telemetry/log';

beforeAll(() => {
  configureContentClient({ env: {}, contentRoot: fixtureRoot });
});

// The client is shared by the files of a worker: the next one starts from the default again.
afterAll(() => configureContentClient({}));

describe('typed content queries', () => {
  it('finds pages and product pages by locale and uid', async () => {
    expect((await getPage('de', 'technologie'))?.data.title).toBe('Technologie');
    expect(await getPage('de', 'technology')).toBeNull();
    expect((await getProductPage('en', 'fridge-purifier'))?.data.sku_code).toBe('FRESHLY-01');
    expect((await getPageOrProduct('en', 'fridge-purifier'))?.type).toBe('product_page');
    expect((await getPageOrProduct('en', 'technology'))?.type).toBe('page');
    expect(await getPageOrProduct('en', 'nothing-here')).toBeNull();
    expect(await getAllPageUids()).toEqual(
      expect.arrayContaining([
        { locale: 'en', uid: 'fridge-purifier' },
        { locale: 'it', uid: 'tecnologia' },
        { locale: 'de', uid: 'home' },
      ]),
    );
  });

  it('pages posts newest first, by category, with paging info', async () => {
    const first = await getPosts('en', { page: 1, pageSize: 2 });
    expect(first.results.map((post) => post.uid)).toEqual(['fresh-food-longer', 'bacteria-facts']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalPages: 3, totalResults: 5 });
    const tips = await getPosts('en', { category: 'tips' });
    expect(tips.results.map((post) => post.uid)).toEqual(['odour-free-fridge', 'battery-life', 'three-modes']);
    expect((await getPosts('en', { category: 'unknown' })).results).toEqual([]);
  });

  it('finds a post only under its own category, and related posts', async () => {
    const post = await getPost('en', 'news', 'bacteria-facts');
    expect(post?.id).toBe('post-2-en');
    expect(await getPost('en', 'tips', 'bacteria-facts')).toBeNull();
    const related = await getRelatedPosts('en', post!, 3);
    expect(related.map((doc) => doc.id)).toEqual(['post-1-en', 'post-3-en', 'post-4-en']);
  });

  it('searches posts in full text, empty queries find nothing', async () => {
    expect((await searchPosts('en', 'battery')).results.map((post) => post.uid)).toEqual(['battery-life']);
    expect((await searchPosts('en', '  ')).results).toEqual([]);
    expect((await searchPosts('de', 'frisch')).totalResults).toBe(1);
  });

  it('lists categories and finds one', async () => {
    expect((await getCategories('en')).map((cat) => cat.uid)).toEqual(['news', 'tips']);
    expect((await getCategory('de', 'neuigkeiten'))?.data.name).toBe('Neuigkeiten');
  });

  it('walks the FAQ: products, sections, articles along their path', async () => {
    expect((await getFaqProducts('en')).map((doc) => doc.uid)).toEqual(['freshly', 'plant']);
    const product = await getFaqProduct('en', 'freshly');
    expect((await getFaqSections('en', product!.id)).map((doc) => doc.uid)).toEqual(['guide', 'app-errors']);
    const section = await getFaqSection('en', 'freshly', 'guide');
    expect(await getFaqSection('en', 'plant', 'guide')).toBeNull();
    expect((await getFaqArticles('en', section!.id)).map((doc) => doc.uid)).toEqual(['placement', 'wash-filter']);
    expect((await getFaqArticle('en', 'freshly', 'guide', 'wash-filter'))?.id).toBe('faq-wash-en');
    expect(await getFaqArticle('en', 'freshly', 'app-errors', 'wash-filter')).toBeNull();
  });

  it('builds the menu tree and footer groups with resolved paths', async () => {
    expect(await getMenu('en')).toEqual([
      {
        id: 'products',
        name: 'Products',
        path: null,
        position: 'left',
        submenu: [{ id: 'fridge', name: 'Fridge purifier', path: '/fridge-purifier', position: 'left', submenu: [] }],
      },
      { id: 'tech', name: 'Technology', path: '/technology', position: 'left', submenu: [] },
      { id: 'blog', name: 'Blog', path: '/blog', position: 'right', submenu: [] },
    ]);
    expect(await getMenu('it')).toEqual([]);
    expect(await getFooter('en')).toEqual([
      {
        title: 'Company',
        links: [
          { label: 'Technology', path: '/technology' },
          { label: 'News', path: '/blog/news' },
        ],
      },
    ]);
  });

  it('reads settings, foodprint profiles in score order and empty lists', async () => {
    expect((await getSettings())?.data.locales[0]?.code).toBe('en');
    expect((await getFoodprintProfiles('en')).map((doc) => doc.data.score_min)).toEqual([0, 16]);
    expect(await getReviews('en')).toEqual([]);
  });

  it('gives the paths of translations, posts included', async () => {
    const page = await getPage('en', 'technology');
    expect(await getAlternates(page!)).toEqual({ en: '/technology', de: '/de/technologie', it: '/it/tecnologia' });
    const post = await getPost('de', 'neuigkeiten', 'frische-lebensmittel');
    expect(await getAlternates(post!)).toEqual({
      de: '/de/blog/neuigkeiten/frische-lebensmittel',
      en: '/blog/news/fresh-food-longer',
    });
  });

  it('lists every routable document for the sitemap with alternates', async () => {
    const entries = await getAllDocumentsForSitemap();
    const tech = entries.find((entry) => entry.path === '/de/technologie');
    expect(tech).toMatchObject({ locale: 'de', type: 'page', alternates: { en: '/technology', it: '/it/tecnologia' } });
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/', '/blog/news', '/faq/freshly/guide/wash-filter']),
    );
    expect(entries.some((entry) => entry.type === 'menu')).toBe(false);
  });
});

describe('typed content queries without a working client', () => {
  it('log and return null or empty results', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    configureContentClient({ env: {}, send: async () => new Response('down', { status: 503 }) });
    expect(await getPage('en', 'technology')).toBeNull();
    expect(await getPosts('en')).toMatchObject({ results: [], totalResults: 0 });
    expect(await getMenu('en')).toEqual([]);
    expect(await getAllDocumentsForSitemap()).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ status: 503 }) },
      expect.stringContaining('could not start'),
    );
    error.mockRestore();
    configureContentClient({ env: {}, contentRoot: fixtureRoot });
  });
});
