import { expect, test } from '../axe';

test('FAQ depth: product → section → article', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/faq');
  await page
    .getByRole('list', { name: 'Choose your product' })
    .getByRole('link', { name: /Freshly/ })
    .click();
  await expect(page).toHaveURL(/\/faq\/freshly$/);
  await page.locator('main h2 a[href$="/faq/freshly/guide"]').click();
  await expect(page).toHaveURL(/\/faq\/freshly\/guide$/);
  await page.locator('main a[href$="/faq/freshly/guide/wash-filter"]').first().click();
  await expect(page).toHaveURL(/\/faq\/freshly\/guide\/wash-filter$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('filter');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveCount(5);
  const image = page.locator('main figure img').first();
  await expect(image).toHaveAttribute('alt', /.+/);
  await expect(page.locator('main figure figcaption').first()).toContainText('Viridea');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const faq = data.find((item) => item['@type'] === 'FAQPage');
  expect(faq.mainEntity[0]['@type']).toBe('Question');
});

test('FAQ paths are the same in every locale and wrong paths answer 404', async ({ request }) => {
  for (const path of [
    '/faq/freshly/how-does-it-work/mode',
    '/de/faq/freshly/anleitung/platzierung',
    '/it/faq/freshly/guida/ricarica',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get('/faq/freshly/app-errors/wash-filter')).status()).toBe(404);
  expect((await request.get('/faq/unknown-product')).status()).toBe(404);
  // An old address with the English slugs is a prerendered permanent redirect to the localized one.
  const moved = await request.get('/de/faq/freshly/guide/recharge', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe('/de/faq/freshly/anleitung/aufladen');
});
