import { describe, expect, it } from 'vitest';
import { alternates } from '@/lib/seo/metadata';
import { pathFor, matchPath, pathsFor } from '@/lib/routes/paths';
import { localizedSlugs as slugs } from '../../support/slugs';

describe('localized slugs (spec §2)', () => {
  it.each(slugs)('%s ↔ %s ↔ %s', (en, de, it) => {
    const internal = en as Parameters<typeof pathsFor>[0];
    expect(pathsFor(internal)).toEqual({ en, de, it });
    for (const path of [en, de, it]) expect(matchPath(path)?.href.pathname).toBe(en);
  });

  it('resolves dynamic routes with their params', () => {
    expect(matchPath('/it/tecnologia')).toEqual({
      locale: 'it',
      href: { pathname: '/[uid]', params: { uid: 'tecnologia' } },
    });
    expect(matchPath('/de/blog/kueche/tipps')).toEqual({
      locale: 'de',
      href: { pathname: '/blog/[category]/[uid]', params: { category: 'kueche', uid: 'tipps' } },
    });
    expect(matchPath('/foodprint-calculator/27')?.href).toEqual({
      pathname: '/foodprint-calculator/[[...score]]',
      params: { score: ['27'] },
    });
    expect(matchPath('/de/foodprint-rechner')?.href.pathname).toBe('/foodprint-calculator/[[...score]]');
    expect(matchPath('/de/contact')).toEqual({ locale: 'de', href: { pathname: '/contact', params: {} } });
    expect(matchPath('/en/spare-parts')?.href.pathname).toBe('/spare-parts');
    expect(matchPath('/')).toEqual({ locale: 'en', href: { pathname: '/', params: {} } });
    expect(matchPath('/de')).toEqual({ locale: 'de', href: { pathname: '/', params: {} } });
  });

  it('builds per-locale paths when content uids differ', () => {
    expect(pathsFor('/[uid]', { en: { uid: 'technology' }, it: { uid: 'tecnologia' } })).toEqual({
      en: '/technology',
      it: '/it/tecnologia',
    });
    expect(pathFor('de', { pathname: '/' })).toBe('/de');
  });

  it('emits canonical and hreflang alternates with x-default on English', () => {
    const result = alternates('de', { en: '/contact', de: '/de/kontakt', it: '/it/contatti' });
    expect(result?.canonical).toMatch(/\/de\/kontakt$/);
    expect(Object.keys(result?.languages ?? {})).toEqual(['en', 'de', 'it', 'x-default']);
    expect((result?.languages as Record<string, string>)['x-default']).toMatch(/\/contact$/);
  });
});
