import { expect, test } from '../axe';
import { messages } from '../shop/support';

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
});

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

  test("a page's own notFound() shows the message and the products inside the site's one header and footer", async ({
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
