import { expect, test } from '../axe';

// Route-handler refusals (JSON 404s, malformed ids and bodies) are unit tests: tests/unit/http/hostile-requests.test.ts.
// What stays here runs through the whole server: proxy.ts's path guard, Next's routing and server/serve.ts.

// Paths that once answered 500 (issue 9): malformed percent-encoding, dotted and internal-looking paths, each
// answered with the localized 404 page.
test('hostile paths answer the localized 404 page', async ({ page }) => {
  for (const [path, text] of [
    ['/%25', 'This page could not be found'],
    ['/de/%25', 'Diese Seite konnte nicht gefunden werden'],
    ['/technology%25', 'This page could not be found'],
    ['/faq/freshly/guide/%25', 'This page could not be found'],
    ['/%E0%A4%A', 'This page could not be found'],
    ['/it/%zz', 'Impossibile trovare questa pagina'],
    ['/blog/post.html', 'This page could not be found'],
    ['/de/wp-admin/install.php', 'Diese Seite konnte nicht gefunden werden'],
    ['/_next/x', 'This page could not be found'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text);
  }
});

test('hostile requests answer 404, and a 15,000-character path gets a small 414', async ({ request }) => {
  const failures: string[] = [];
  for (const path of [
    '/%2525',
    '/%zz',
    '/.git/config',
    '/foodprint-calculator/1.5',
    '/a%00b',
    '/content/missing.png',
  ]) {
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    if (status !== 404) failures.push(`GET ${path} → ${status}`);
  }
  // The last two would meet Next's slash-normalizing 308, which repeats the URL in two headers.
  for (const path of [`/${'a'.repeat(15_000)}`, `/de//${'b'.repeat(15_000)}`, `/de/${'c'.repeat(15_000)}/`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const size = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
    if (response.status() !== 414 || size >= 16 * 1024) {
      failures.push(`GET ${path.slice(0, 8)}… → ${response.status()} with ${size} bytes of headers`);
    }
  }
  expect(failures).toEqual([]);
});
