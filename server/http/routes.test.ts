// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTemplateOf } from '@/lib/routes/paths';
import { routeNamer, unmatched, type RoutesManifest } from './routes.ts';

// Entries of a build's routes-manifest.json as Next 16 writes them (regexes copied from one).
const manifest: RoutesManifest = {
  staticRoutes: [
    { page: '/_not-found', regex: '^/_not\\-found(?:/)?$' },
    { page: '/api/cart', regex: '^/api/cart(?:/)?$' },
    { page: '/api/cart/items', regex: '^/api/cart/items(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/foodprint-image/[locale]/[score]', regex: '^/api/foodprint\\-image/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
    { page: '/content/[...path]', regex: '^/content/(.+?)(?:/)?$' },
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/[uid]', regex: '^/([^/]+?)/([^/]+?)(?:/)?$' },
  ],
};
const routeOf = routeNamer(manifest, routeTemplateOf);

describe('the route a request is logged and counted under', () => {
  it('is the page’s template from the route table, in any language, without the query', () => {
    expect(routeOf('/order-status?token=s3cr3t-t0ken')).toBe('/[locale]/order-status');
    expect(routeOf('/de/newsletter/bestaetigen?token=abc')).toBe(routeOf('/newsletter/confirm?token=abc'));
    expect(routeOf('/newsletter/confirm?token=abc')).toBe('/[locale]/newsletter/confirm');
    expect(routeOf('/de/kontakt')).toBe('/[locale]/contact');
    expect(routeOf('/it/contatti')).toBe('/[locale]/contact');
    expect(routeOf('/en/contact')).toBe('/[locale]/contact');
    expect(routeOf('/')).toBe('/[locale]');
    expect(routeOf('/de')).toBe('/[locale]');
    expect(routeOf('/freshly')).toBe('/[locale]/[uid]');
    expect(routeOf('/blog/news/referral-programme?utm_source=mail')).toBe('/[locale]/blog/[category]/[uid]');
    expect(routeOf('http://shop.example/cart?x=1')).toBe('/[locale]/cart');
  });

  it('is Next’s own route for handlers, files and the build’s assets', () => {
    expect(routeOf('/api/cart/items')).toBe('/api/cart/items');
    expect(routeOf('/api/foodprint-image/en/42')).toBe('/api/foodprint-image/[locale]/[score]');
    expect(routeOf('/api/orders/ord_123/secret')).toBe('/api/[...path]');
    expect(routeOf('/content/pages/x.webp')).toBe('/content/[...path]');
    expect(routeOf('/robots.txt')).toBe('/robots.txt');
    expect(routeOf('/_next/static/chunks/app-123.js')).toBe('/_next/static/[...path]');
    expect(routeOf('/_next/image?url=%2Fx.webp&w=640')).toBe('/_next/image');
  });

  it('never carries a path it cannot name', () => {
    expect(routeOf('/una.volta@example.com/a/b/c/d/e')).toBe(unmatched);
    expect(routeOf('*')).toBe(unmatched);
    expect(routeOf('//evil.example/x')).toBe(unmatched);
  });
});
