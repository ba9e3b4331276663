// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalContentPath, routeUid, staticPathForUid, staticRoutePath } from '@/lib/routes/paths';

describe('pages shown by static routes', () => {
  it('takes the uid from the last localized slug', () => {
    expect(routeUid('en', '/story')).toBe('story');
    expect(routeUid('de', '/story')).toBe('geschichte');
    expect(routeUid('it', '/download/freshly-user-guide')).toBe('freshly-manuale-utente');
    expect(routeUid('de', '/freshly/onboarding')).toBe('einrichtung');
  });

  it('builds visible paths with the locale prefix', () => {
    expect(staticRoutePath('en', '/story')).toBe('/story');
    expect(staticRoutePath('de', '/work-with-us')).toBe('/de/karriere');
    expect(staticRoutePath('it', '/privacy-app')).toBe('/it/privacy-app');
    expect(staticRoutePath('en', '/')).toBe('/');
    expect(staticRoutePath('de', '/')).toBe('/de');
  });

  it('finds the static route of a page uid', () => {
    expect(staticPathForUid('de', 'geschichte')).toBe('/de/geschichte');
    expect(staticPathForUid('en', 'freshly-user-guide')).toBe('/download/freshly-user-guide');
    expect(staticPathForUid('it', 'configurazione')).toBe('/it/freshly/configurazione');
    expect(staticPathForUid('en', 'technology')).toBeUndefined();
    expect(staticPathForUid('de', 'play')).toBe('/de/Play');
  });

  it('rewrites /{uid} content paths to the static route that shows them', () => {
    expect(canonicalContentPath('/freshly-user-guide')).toBe('/download/freshly-user-guide');
    expect(canonicalContentPath('/de/einrichtung')).toBe('/de/freshly/einrichtung');
    expect(canonicalContentPath('/de/technologie')).toBe('/de/technologie');
    expect(canonicalContentPath('/blog/food-waste/fridge-hacks')).toBe('/blog/food-waste/fridge-hacks');
    expect(canonicalContentPath('/')).toBe('/');
    expect(canonicalContentPath('/it')).toBe('/it');
  });
});
