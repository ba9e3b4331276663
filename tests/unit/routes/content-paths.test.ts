// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translatedContentPath } from '@/lib/pages/server';

describe('language switch for content-addressed routes', () => {
  it('finds a post, a category and a page in the other language', async () => {
    const post = {
      pathname: '/blog/[category]/[uid]' as const,
      params: { category: 'food-waste', uid: 'freshly-modes' },
    };
    expect(await translatedContentPath(post, 'en', 'de')).toBe('/de/blog/lebensmittelverschwendung/freshly-modi');
    expect(await translatedContentPath(post, 'en', 'it')).toBe('/it/blog/spreco-alimentare/modalita-freshly');
    const category = { pathname: '/blog/[category]' as const, params: { category: 'lebensmittelverschwendung' } };
    expect(await translatedContentPath(category, 'de', 'en')).toBe('/blog/food-waste');
    expect(await translatedContentPath({ pathname: '/[uid]', params: { uid: 'technology' } }, 'en', 'it')).toBe(
      '/it/tecnologia',
    );
    expect(await translatedContentPath({ pathname: '/[uid]', params: { uid: 'freshly' } }, 'en', 'de')).toBe(
      '/de/freshly',
    );
  }, 30_000);

  it('answers null for unknown documents and undefined for other routes', async () => {
    expect(await translatedContentPath({ pathname: '/[uid]', params: { uid: 'no-such-page' } }, 'en', 'de')).toBeNull();
    expect(
      await translatedContentPath(
        { pathname: '/blog/[category]/[uid]', params: { category: 'news', uid: 'freshly-modes' } },
        'en',
        'de',
      ),
    ).toBeNull();
    expect(
      await translatedContentPath({ pathname: '/faq/[product]', params: { product: 'freshly' } }, 'en', 'de'),
    ).toBeUndefined();
    expect(await translatedContentPath({ pathname: '/story' }, 'en', 'de')).toBeUndefined();
  }, 30_000);
});
