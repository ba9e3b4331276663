// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appRoutePaths } from '@/lib/routes/paths';
import { buildSitemap } from '@/lib/seo/sitemap';
import type { SitemapEntry } from '@/lib/content/types';

const base = 'https://viridea.test';

describe('sitemap entries', () => {
  it('lists listable app routes in every locale, without hand-off and personal pages', () => {
    const routes = appRoutePaths();
    expect(routes).toContainEqual({ en: '/story', de: '/de/geschichte', it: '/it/storia' });
    expect(routes).toContainEqual({ en: '/', de: '/de', it: '/it' });
    expect(routes).toContainEqual({
      en: '/foodprint-calculator',
      de: '/de/foodprint-rechner',
      it: '/it/calcolatore-foodprint',
    });
    const all = routes.flatMap((paths) => Object.values(paths));
    expect(all).not.toContain('/cart');
    expect(all).not.toContain('/de/nicht-gefunden');
    expect(all.some((path) => path.includes('['))).toBe(false);
  });

  it('gives every document its hreflang alternates and x-default', () => {
    const post: SitemapEntry = {
      path: '/de/blog/lebensmittelverschwendung/freshly-modi',
      locale: 'de',
      type: 'post',
      lastModified: '2026-02-05T10:30:00+0000',
      alternates: { en: '/blog/food-waste/freshly-modes', de: '/de/blog/lebensmittelverschwendung/freshly-modi' },
    };
    const [entry] = buildSitemap(base, [post], []);
    expect(entry).toEqual({
      url: `${base}/de/blog/lebensmittelverschwendung/freshly-modi`,
      lastModified: '2026-02-05T10:30:00.000Z',
      alternates: {
        languages: {
          en: `${base}/blog/food-waste/freshly-modes`,
          de: `${base}/de/blog/lebensmittelverschwendung/freshly-modi`,
          'x-default': `${base}/blog/food-waste/freshly-modes`,
        },
      },
    });
  });

  it('lists pages of static routes once, at the static route', () => {
    const guide: SitemapEntry = {
      path: '/freshly-user-guide',
      locale: 'en',
      type: 'page',
      lastModified: '2026-01-01T00:00:00+0000',
      alternates: { en: '/freshly-user-guide', de: '/de/freshly-bedienungsanleitung' },
    };
    const urls = buildSitemap(base, [guide]).map((entry) => entry.url);
    expect(urls.filter((url) => url === `${base}/download/freshly-user-guide`)).toHaveLength(1);
    expect(urls).not.toContain(`${base}/freshly-user-guide`);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
