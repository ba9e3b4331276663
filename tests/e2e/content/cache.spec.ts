import { createHash } from 'node:crypto';
import { cacheProfiles } from '@/lib/cache';
import { expect, test } from '../axe';
import { path, seedCart } from '../shop/support';

/** The sources a page's own inline scripts need: one `'sha256-…'` per script a browser would run. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

// HTTP only, no browser: what a CDN in front would see.
test('cached pages are shared-cacheable for their profile, set no cookie and allow exactly their own inline scripts', async ({
  request,
}) => {
  const blog = await (await request.get('/blog')).text();
  const post = /href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(post).toBeTruthy();
  const { content, pricedPage } = cacheProfiles;
  // A page lives as long as the shortest profile it read: prices and stock make it a priced page.
  const lifetimes = { '/technology': content, '/freshly': pricedPage, [post!]: content, '/it/chi-siamo': content };
  for (const [target, profile] of Object.entries(lifetimes)) {
    const response = await request.get(target);
    expect(response.status(), target).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], target).toBe(
      `public, s-maxage=${profile.revalidate}, stale-while-revalidate=${profile.expire - profile.revalidate}`,
    );
    expect(headers['set-cookie'], target).toBeUndefined();
    expect(headers['x-middleware-rewrite'], target).toBeUndefined();
    const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1].split(' ') ?? [];
    expect(scriptSrc, target).not.toContain("'unsafe-inline'");
    expect(
      scriptSrc.some((source) => source.includes('nonce-') || source.includes('*')),
      target,
    ).toBe(false);
    const needed = inlineScriptHashes(await response.text());
    expect(needed.length, target).toBeGreaterThan(0);
    expect(
      needed.filter((hash) => !scriptSrc.includes(hash)),
      target,
    ).toEqual([]);
  }
  // An unknown slug is a per-request 404: nothing of it is cached.
  const unknown = await request.get('/no-such-page-at-all');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['cache-control']).not.toMatch(/public/);
});

test('a cart moved to the United Kingdom sees pounds on /freshly; the next anonymous visitor sees euros', async ({
  page,
  browser,
}) => {
  await seedCart(page, 'en', 'FRESHLY-CABLE');
  const moved = await page.request.put('/api/cart/place?locale=en', { data: { country: 'GB' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(path('freshly', 'en'));
  await expect(page.getByTestId('buy-box-price').first()).toContainText('£');
  const anonymous = await browser.newContext();
  const html = await (await anonymous.request.get(path('freshly', 'en'))).text();
  await anonymous.close();
  expect(/data-testid="buy-box-price"[^>]*>([^<]*)</.exec(html)?.[1]).toContain('€');
});
