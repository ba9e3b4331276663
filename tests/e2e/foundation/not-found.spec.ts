import { expect, test } from '../axe';
import type { Page } from '@playwright/test';
import { messages, type Locale } from '../shop/support';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

// Issue 39 item 7: the 404 was an empty document without JavaScript (Next sends a notFound() thrown while a page
// renders as an empty shell); now every 404 is Next's own route, rendered on the server in the site's frame.
test('without JavaScript a 404 shows the site header (menu, search), the message, the products and the footer', async ({
  page,
}) => {
  for (const [path, locale, lang] of [
    ['/xyz', 'en', 'en'],
    ['/de/xyz', 'de', 'de'],
    ['/it/xyz', 'it', 'it'],
    ['/de/gibt-es/nicht', 'de', 'de'],
    ['/blog/food-waste/no-such-post', 'en', 'en'],
    ['/it/non-trovato', 'it', 'it'],
  ] as const) {
    await expectSiteNotFound(page, path, locale, lang);
  }
});

// A page that threw notFound() was still an empty document: now an unknown blog category, a listing page past the
// last and a malformed fast-checkout link match no page (listed params, the proxy's rewrite) and get the same 404.
test('without JavaScript a missing blog category, listing page or fast-checkout item shows the site 404', async ({
  page,
}) => {
  for (const [path, locale] of [
    ['/blog/no-such-category', 'en'],
    ['/de/blog/keine-kategorie?page=2', 'de'],
    ['/it/blog?page=99', 'it'],
    ['/de/blog/lebensmittelverschwendung?page=99', 'de'],
    ['/blog/food-waste~2', 'en'],
    ['/it/acquisto-rapido?sku=!!', 'it'],
    ['/fast-checkout?sku=FRESHLY&quantity=0', 'en'],
  ] as const) {
    await expectSiteNotFound(page, path, locale, locale);
  }
  expect((await page.goto('/de/blog?page=2'))?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: messages('de').blog.pagination })).toBeVisible();
});

async function expectSiteNotFound(page: Page, path: string, locale: Locale, lang: string) {
  const m = messages(locale);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(m.errors.notFound);
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: m.layout.mainMenu }), path).toBeAttached();
  await header.getByRole('link', { name: m.search.open }).click();
  await expect(header.getByRole('search', { name: m.search.label }), path).toBeVisible();
  const products = page.getByRole('region', { name: m.errors.popularProducts });
  await expect(products.getByRole('link', { name: 'Freshly' }), path).toHaveAttribute(
    'href',
    locale === 'en' ? '/freshly' : `/${locale}/freshly`,
  );
  await expect(page.getByRole('main').getByRole('link', { name: m.errors.goHome }), path).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation'), path).toBeAttached();
}

// Next sends a segment's not-found element with every page of it: the boundary must not bring a second site frame.
test("a page's payload carries the site's frame once, with the not-found content as its only extra", async ({
  request,
}) => {
  for (const path of ['/freshly', '/de']) {
    const html = await (await request.get(path)).text();
    const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
      .map(([, chunk]) => JSON.parse(chunk) as string)
      .join('');
    expect(payload.split('"className":"site-footer"').length - 1, path).toBe(1);
    expect(payload.split('"data-testid":"not-found"').length - 1, path).toBe(1);
  }
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test("a missing blog category or listing page shows the message and the products inside the site's one header and footer", async ({
    page,
  }) => {
    for (const [path, locale] of [
      ['/blog/xyz', 'en'],
      ['/de/blog?page=99', 'de'],
      ['/it/blog/xyz', 'it'],
    ] as const) {
      const m = messages(locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(m.errors.notFound);
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('navigation', { name: m.layout.mainMenu }), path).toBeAttached();
      await expect(
        page.getByRole('region', { name: m.errors.popularProducts }).getByRole('link'),
        path,
      ).not.toHaveCount(0);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1);
    }
  });
});
