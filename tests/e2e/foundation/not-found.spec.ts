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
