import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureContentClient } from '@/lib/content/instance';
import { getCategories, getPosts, searchPosts } from '@/lib/content/queries/blog';
import { getFaqProducts } from '@/lib/content/queries/faq';
import { getFoodprintProfiles, getMenu } from '@/lib/content/queries/globals';
import { getAllPageUids, getPage, getProductPage } from '@/lib/content/queries/pages';
import { getAllDocumentsForSitemap, getAlternates } from '@/lib/content/queries/sitemap';
import { locales } from '@/lib/i18n/locales';
import { matchPath } from '@/lib/routes/paths';

// The real embedded repository (content/documents), no fixtures.

type Entry = Awaited<ReturnType<typeof getAllDocumentsForSitemap>>[number];
let entries: Entry[];

beforeAll(async () => {
  configureContentClient({ env: {}, contentRoot: path.join(process.cwd(), 'content') });
  entries = await getAllDocumentsForSitemap();
});

const countOf = (locale: string, type: string) => entries.filter((e) => e.locale === locale && e.type === type).length;

describe.each(locales)('embedded content in %s', (locale) => {
  it('has plausible document counts', async () => {
    expect(countOf(locale, 'page')).toBeGreaterThanOrEqual(30);
    expect(countOf(locale, 'product_page')).toBe(4);
    expect(countOf(locale, 'post')).toBeGreaterThanOrEqual(12);
    expect(countOf(locale, 'blog_category')).toBeGreaterThanOrEqual(3);
    expect(countOf(locale, 'faq_product')).toBe(5);

    const uids = (await getAllPageUids()).filter((item) => item.locale === locale);
    // The two backer pages are routable but stay out of the sitemap (ADR 0016).
    expect(uids.length).toBe(countOf(locale, 'page') + 4 + 2);
    const posts = await getPosts(locale, { pageSize: 100 });
    expect(posts.totalResults).toBe(countOf(locale, 'post'));
    expect(posts.results.length).toBe(posts.totalResults);
    const categories = await getCategories(locale);
    expect(categories.length).toBe(countOf(locale, 'blog_category'));
    expect((await getFaqProducts(locale)).length).toBe(5);
    for (const category of categories) {
      const inCategory = await getPosts(locale, { category: category.uid, pageSize: 100 });
      expect(inCategory.totalResults, `posts in ${category.uid}`).toBeGreaterThan(0);
    }
  });

  it("every document's path and alternates are routes matchPath recognises, in their own locale", () => {
    const mine = entries.filter((e) => e.locale === locale);
    expect(mine.length).toBeGreaterThan(50);
    const expectedRoute: Record<string, RegExp> = {
      post: /^\/blog\/\[category\]\/\[uid\]$/,
      blog_category: /^\/blog\/\[category\]$/,
      faq_product: /^\/faq\/\[product\]$/,
      faq_section: /^\/faq\/\[product\]\/\[section\]$/,
      faq_article: /^\/faq\/\[product\]\/\[section\]\/\[uid\]$/,
      product_page: /^\/\[uid\]$/,
    };
    for (const entry of mine) {
      const match = matchPath(entry.path);
      expect(match, `${entry.type} ${entry.path}`).not.toBeNull();
      expect(match!.locale).toBe(locale);
      if (expectedRoute[entry.type]) expect(match!.href.pathname, entry.path).toMatch(expectedRoute[entry.type]);
      expect(Object.keys(entry.alternates).sort(), `alternates of ${entry.path}`).toEqual([...locales].sort());
      expect(entry.alternates[locale]).toBe(entry.path);
      for (const [altLocale, altPath] of Object.entries(entry.alternates)) {
        const alt = matchPath(altPath);
        expect(alt, `${altLocale} alternate ${altPath} of ${entry.path}`).not.toBeNull();
        expect(alt!.locale).toBe(altLocale);
        expect(alt!.href.pathname).toBe(match!.href.pathname);
      }
    }
  });

  it('searchPosts finds a post by a word of its title, and nothing for nonsense', async () => {
    const posts = (await getPosts(locale, { pageSize: 100 })).results;
    for (const post of posts.slice(0, 4)) {
      const word = String(post.data.title)
        .split(/[^\p{L}]+/u)
        .sort((a, b) => b.length - a.length)[0];
      expect(word.length, post.uid!).toBeGreaterThan(4);
      const found = await searchPosts(locale, word, 1, 50);
      expect(
        found.results.map((doc) => doc.uid),
        `search "${word}"`,
      ).toContain(post.uid);
      expect(found.totalResults).toBeLessThan(posts.length);
    }
    expect((await searchPosts(locale, 'xqzvkplorbt')).results).toEqual([]);
    expect((await searchPosts(locale, 'xqzvkplorbt')).totalResults).toBe(0);
    expect((await searchPosts(locale, '   ')).results).toEqual([]);
  });

  it("has the spec's main menu entries, each pointing at a recognised route", async () => {
    const menu = await getMenu(locale);
    expect(menu.map((entry) => entry.id)).toEqual([
      'products',
      'technology',
      'sustainability',
      'reviews',
      'about-us',
      'blog',
      'contact',
    ]);
    const products = menu[0];
    expect(products.submenu.map((entry) => entry.id)).toEqual([
      'freshly',
      'verde-basic',
      'verde-smart',
      'aura',
      'spare-parts',
    ]);
    for (const entry of [...menu.slice(1), ...products.submenu]) {
      expect(entry.name, entry.id).not.toBe('');
      const match = matchPath(entry.path ?? '');
      expect(match, `${entry.id} → ${entry.path}`).not.toBeNull();
      expect(match!.locale).toBe(locale);
    }
    const route = (id: string) =>
      matchPath(menu.concat(products.submenu).find((entry) => entry.id === id)!.path!)!.href.pathname;
    expect([route('blog'), route('contact'), route('spare-parts'), route('freshly')]).toEqual([
      '/blog',
      '/contact',
      '/spare-parts',
      '/[uid]',
    ]);
  });

  it('has six foodprint profiles covering 0–40 without gaps or overlaps', async () => {
    const profiles = await getFoodprintProfiles(locale);
    expect(profiles).toHaveLength(6);
    const ranges = profiles.map((profile) => [profile.data.score_min, profile.data.score_max] as [number, number]);
    expect(ranges[0][0]).toBe(0);
    expect(ranges.at(-1)![1]).toBe(40);
    ranges.forEach(([min, max], index) => {
      expect(max).toBeGreaterThanOrEqual(min);
      if (index > 0) expect(min).toBe(ranges[index - 1][1] + 1);
    });
    for (const profile of profiles) expect(profile.data.title).toBeTruthy();
  });
});

describe('alternates of single documents', () => {
  it('a page and a product page link their translations', async () => {
    const page = await getPage('de', 'technologie');
    expect(page).not.toBeNull();
    expect(await getAlternates(page!)).toEqual({ en: '/technology', de: '/de/technologie', it: '/it/tecnologia' });
    const product = await getProductPage('it', 'freshly');
    expect(product?.data.sku_code).toBe('FRESHLY-01');
    expect(await getAlternates(product!)).toEqual({ en: '/freshly', de: '/de/freshly', it: '/it/freshly' });
  });

  it('searches find the known posts by their title words in each language', async () => {
    expect((await searchPosts('en', 'bedroom')).results.map((doc) => doc.uid)).toContain('bedroom-air-sleep');
    expect((await searchPosts('de', 'Schadstoffe')).results.map((doc) => doc.uid)).toContain('raumluft-grundlagen');
    expect((await searchPosts('it', 'spreco')).results.map((doc) => doc.uid)).toContain('piano-settimanale-avanzi');
  });
});
