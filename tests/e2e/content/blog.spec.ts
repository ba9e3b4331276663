import { expect, test } from '../axe';

test('blog search finds a post from the keyboard and shows the empty state', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/blog/search');
  const field = page.getByRole('searchbox', { name: 'Search the blog' });
  await field.focus();
  await page.keyboard.type('fridge');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/search\?q=fridge$/);
  await expect(page.getByTestId('search-summary')).toContainText('fridge');
  const results = page.locator('main article h2 a');
  expect(await results.count()).toBeGreaterThan(0);
  await results.first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+\/[^/?]+$/);

  await page.goto('/blog/search?q=qwertyzzz');
  await expect(page.getByText('No posts found.', { exact: true })).toBeVisible();
});

// Server-rendered: its wording per locale is read from the HTML, without a browser.
test('the empty state is translated', async ({ request }) => {
  for (const [path, text] of [
    ['/de/blog/suche?q=qwertyzzz', 'Keine Beiträge gefunden.'],
    ['/it/blog/cerca?q=qwertyzzz', 'Nessun articolo trovato.'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(/data-testid="no-posts"[^>]*>([^<]*)</.exec(html)?.[1], path).toBe(text);
  }
});

test('a post has breadcrumbs, related posts and BlogPosting JSON-LD', async ({ page }) => {
  await page.goto('/blog');
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+\/[^/?]+$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
  const types = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(types.map((text) => JSON.parse(text)['@type'])).toEqual(
    expect.arrayContaining(['BlogPosting', 'BreadcrumbList']),
  );
});

test('the blog index pages with ?page= and a category lists its posts', async ({ page, request }) => {
  await page.goto('/blog');
  const next = page.getByRole('link', { name: 'Next page' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.locator('main article').first()).toBeVisible();
  expect((await request.get('/blog?page=99')).status()).toBe(404);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
  await expect(page.locator('main article').first()).toBeVisible();
});
