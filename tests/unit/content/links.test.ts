// @vitest-environment node
import { asLink, asHTML } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { contentLangs, toContentLang, toLocale } from '@/lib/content/langs';
import { contentRoutes, linkResolver, resolveLink } from '@/lib/content/links';

const link = (type: string, lang: string, uid?: string, extra: Record<string, unknown> = {}) => ({
  link_type: 'Document' as const,
  id: 'x',
  type,
  lang,
  uid,
  tags: [],
  ...extra,
});

describe('link resolution (spec §2)', () => {
  it('maps content langs and app locales both ways', () => {
    expect(contentLangs).toEqual({ en: 'en-gb', de: 'de-de', it: 'it-it' });
    expect(toContentLang('de')).toBe('de-de');
    expect(toLocale('it-it')).toBe('it');
    expect(toLocale('IT-IT')).toBe('it');
    expect(toLocale('fr-fr')).toBeUndefined();
  });

  it('resolves pages and product pages to {prefix}/{uid}, home to the prefix', () => {
    expect(resolveLink(link('page', 'en-gb', 'technology'))).toBe('/technology');
    expect(resolveLink(link('page', 'de-de', 'technologie'))).toBe('/de/technologie');
    expect(resolveLink(link('product_page', 'it-it', 'purificatore'))).toBe('/it/purificatore');
    expect(resolveLink(link('page', 'en-gb', 'home'))).toBe('/');
    expect(resolveLink(link('page', 'it-it', 'home'))).toBe('/it');
  });

  it('resolves blog categories and posts (category from the document or the API url)', () => {
    expect(resolveLink(link('blog_category', 'de-de', 'neuigkeiten'))).toBe('/de/blog/neuigkeiten');
    const post = link('post', 'en-gb', 'fresh', { data: { category: { link_type: 'Document', uid: 'news' } } });
    expect(resolveLink(post)).toBe('/blog/news/fresh');
    expect(resolveLink(link('post', 'it-it', 'fresco', { url: '/it/blog/novita/fresco' }))).toBe(
      '/it/blog/novita/fresco',
    );
    expect(resolveLink(link('post', 'en-gb', 'orphan'))).toBe('/not-found');
  });

  it('sends broken links, unknown types and unknown languages to /not-found', () => {
    expect(resolveLink(link('page', 'en-gb', 'gone', { isBroken: true }))).toBe('/not-found');
    expect(resolveLink(link('mystery', 'en-gb', 'x'))).toBe('/not-found');
    expect(resolveLink(link('page', 'fr-fr', 'x'))).toBe('/not-found');
    expect(resolveLink(link('page', 'en-gb'))).toBe('/not-found');
  });

  it('works as the linkResolver of rich text and asLink', () => {
    expect(asLink(link('page', 'de-de', 'geschichte'), { linkResolver })).toBe('/de/geschichte');
    const html = asHTML(
      [
        {
          type: 'paragraph',
          text: 'Our story',
          spans: [{ start: 4, end: 9, type: 'hyperlink', data: link('page', 'it-it', 'storia') }],
        },
      ],
      { linkResolver },
    );
    expect(html).toContain('href="/it/storia"');
  });

  it('declares the same rules as routes, one set per language', () => {
    const de = contentRoutes.filter((route) => route.lang === 'de-de');
    expect(de).toContainEqual({
      type: 'post',
      lang: 'de-de',
      path: '/de/blog/:category/:uid',
      resolvers: { category: 'category' },
    });
    expect(de).toContainEqual({ type: 'page', lang: 'de-de', path: '/de/:uid' });
    expect(contentRoutes).toContainEqual({ type: 'blog_category', lang: 'en-gb', path: '/blog/:uid' });
    expect(
      contentRoutes.filter((route) => route.type === 'page' && route.uid === 'home').map((route) => route.path),
    ).toEqual(['/', '/de', '/it']);
  });
});
