import { expect, test } from '../axe';

// Paths that once answered 500 (issue 9): malformed percent-encoding, dotted and internal-looking paths.
test.describe('hostile paths answer the localized 404', () => {
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
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    });
  }
});

test.describe('hostile requests answer 4xx', () => {
  for (const path of [
    '/%2525',
    '/%zz',
    '/.git/config',
    '/foodprint-calculator/1.5',
    '/a%00b',
    '/content/missing.png',
  ]) {
    test(`GET ${path} → 404`, async ({ request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
    });
  }

  for (const path of ['/api/nonexistent', '/api/typo', '/api/home']) {
    test(`GET ${path} → JSON 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect((await response.json()).code).toBe('notFound');
    });
  }

  test('the language switcher survives a malformed `from`', async ({ request }) => {
    const response = await request.get('/api/locale?to=de&from=/%25', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
  });

  test('a malformed cart line id is refused with a 4xx', async ({ request, baseURL }) => {
    const headers = { Origin: baseURL ?? '', 'Content-Type': 'application/json' };
    for (const method of ['PATCH', 'DELETE']) {
      const response = await request.fetch('/api/cart/items/%E0%A4%A', { method, headers, data: { quantity: 1 } });
      expect(response.status(), method).toBeGreaterThanOrEqual(400);
      expect(response.status(), method).toBeLessThan(500);
    }
  });

  test('notes with NUL or a lone surrogate and non-integer quantities are 400', async ({ request, baseURL }) => {
    const headers = { Origin: baseURL ?? '', 'Content-Type': 'application/json' };
    for (const body of ['{"notes":"\\u0000"}', '{"notes":"\\ud800"}']) {
      expect((await request.put('/api/cart/notes', { headers, data: body })).status(), body).toBe(400);
    }
    expect((await request.put('/api/cart/coupon', { headers, data: '{"code":"\\u0000"}' })).status()).toBe(400);
    for (const quantity of [true, '0x10', [5], ' 7 ']) {
      const response = await request.post('/api/cart/items', { headers, data: { skuCode: 'FRESHLY', quantity } });
      expect(response.status(), JSON.stringify(quantity)).toBe(400);
    }
  });

  test('a 15,000-character path gets a small refusal', async ({ request }) => {
    // The last two would meet Next's slash-normalizing 308, which repeats the URL in two headers.
    for (const path of [`/${'a'.repeat(15_000)}`, `/de//${'b'.repeat(15_000)}`, `/de/${'c'.repeat(15_000)}/`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(414);
      const headers = response.headersArray();
      expect(headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0)).toBeLessThan(16 * 1024);
    }
  });
});
