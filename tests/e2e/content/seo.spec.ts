import { expect, test } from '../axe';

const jsonLdTypes = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)['@type']);

test('titles, descriptions, canonical and hreflang come from content', async ({ page }) => {
  await page.goto('/de/technologie');
  await expect(page).toHaveTitle(/.+/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/technologie$/);
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', /\/it\/tecnologia$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/technology$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/technology$/);
});

test('home carries Organization, product pages Product JSON-LD and the buy box', async ({ page }) => {
  await page.goto('/');
  expect(await jsonLdTypes(page)).toContain('Organization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.goto('/freshly');
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  await expect(page.getByTestId('buy-box').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('content images use next/image with a blurred placeholder', async ({ page, request }) => {
  // The placeholder is gone once the image loads, so it is checked in the server's HTML.
  const html = await (await request.get('/')).text();
  const images = (html.match(/<img\b[^>]*>/g) ?? []).filter((tag) => tag.includes('/_next/image?url=%2Fcontent%2F'));
  expect(images.length).toBeGreaterThan(0);
  // next/image wraps the 10×10 webp from sharp in its blur filter SVG.
  expect(images.some((tag) => tag.includes('background-image:url(') && tag.includes('data:image/webp;base64,'))).toBe(
    true,
  );
  // The hero (preloaded, not lazy) decodes with the text's frame; the others when they can.
  expect(images.map((tag) => /decoding="(\w+)"/.exec(tag)?.[1])).toEqual([
    'sync',
    ...images.slice(1).map(() => 'async'),
  ]);
  expect(images[0]).not.toContain('loading="lazy"');
  await page.goto('/');
  await expect(page.locator('main img[src*="/_next/image"]').first()).toHaveAttribute('alt', /.+/);
});

test('sitemap.xml lists documents with hreflang alternates; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/de/blog/lebensmittelverschwendung');
  expect(sitemap).toContain('/it/faq/freshly/guida/lavare-il-filtro');
  expect(sitemap).toContain('/it/storia');
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]+\/de\/technologie"/);
  expect((sitemap.match(/<url>/g) ?? []).length).toBeGreaterThan(250);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  expect(robots).toContain('Disallow: /api/');
});

test('unknown content uids answer 404', async ({ request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/de/blog/no-such-category')).status()).toBe(404);
  expect((await request.get('/blog/food-waste/no-such-post')).status()).toBe(404);
});
