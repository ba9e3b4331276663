import { expect, test, type Page, type Request } from '../axe';
import { euros, fill, hydrated, messages, openCart, seedCart } from '../shop/support';

type JsonLd = { '@type'?: string; offers?: Record<string, unknown> };

async function productJsonLd(page: Page): Promise<JsonLd | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd).find((data) => data['@type'] === 'Product');
}

test.describe('prices in the server HTML (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('/freshly shows the euro price, its stock, the buy-2 saving in English format and a Product JSON-LD with an Offer', async ({
    page,
  }) => {
    await page.goto('/freshly');
    const box = page.getByTestId('buy-box').first();
    await expect(box.getByTestId('buy-box-price')).toHaveText(euros('en', 69));
    await expect(box).toContainText(messages('en').product.buyBox.vatIncluded);
    await expect(box.getByText(messages('en').product.buyBox.loadingPrice)).toHaveCount(0);
    await expect(page.getByTestId('buy-box-promotion').first()).toHaveText(
      fill(messages('en').product.buyBox.promotion, { amount: '€39.00' }),
    );
    expect((await productJsonLd(page))?.offers).toMatchObject({
      '@type': 'Offer',
      price: '69.00',
      priceCurrency: 'EUR',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|LimitedAvailability)$/),
      url: expect.stringMatching(/\/freshly$/),
    });
  });

  test('/de/aura shows 89,00 € in German format', async ({ page }) => {
    await page.goto('/de/aura');
    await expect(page.getByTestId('buy-box-price').first()).toHaveText('89,00\u00a0€');
    expect((await productJsonLd(page))?.offers).toMatchObject({ price: '89.00', priceCurrency: 'EUR' });
  });
});

test('a GB cart names the buy-2 saving in pounds', async ({ page }) => {
  const m = messages('en');
  await seedCart(page, 'en', 'FRESHLY-01', 2);
  const moved = await page.request.put('/api/cart/place?locale=en', { data: { country: 'GB' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await openCart(page, 'en');
  const line = page.locator('[data-testid="summary-discount"][data-kind="promotion"]');
  await expect(line.locator('dt')).toHaveText(fill(m.cart.discounts.promotion, { amount: '£39.00' }));
  await expect(line.locator('dd')).toHaveText(euros('en', -39, 'GBP'));
});

test('an Irish cart charges Irish VAT (23 %)', async ({ page }) => {
  await seedCart(page, 'en', 'VERDE-BASIC', 1);
  const moved = await page.request.put('/api/cart/place?locale=en', { data: { country: 'IE' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await openCart(page, 'en');
  await expect(page.getByTestId('summary-total')).toHaveText(euros('en', 149));
  await expect(page.getByTestId('summary-tax')).toHaveText(euros('en', (14900 - Math.round(14900 / 1.23)) / 100));
});

test('blog listings name their page in the title, the onboarding page its resources once', async ({ page }) => {
  await page.goto('/de/blog?page=2');
  await expect(page).toHaveTitle(/Seite 2/);
  await page.goto('/freshly/onboarding');
  await expect(page.getByRole('heading', { name: 'Resources', exact: true })).toHaveCount(1);
});

for (const [start, contact] of [
  ['/de', '/de/kontakt'],
  ['/it', '/it/contatti'],
]) {
  test(`prefetches from ${start} on intent ask for localized pages (${contact}) and find them`, async ({
    page,
    baseURL,
  }) => {
    const missing: string[] = [];
    const prefetched: string[] = [];
    const inFlight = new Set<Request>();
    const own = (url: string) => new URL(url).origin === new URL(baseURL!).origin;
    page.on('request', (request) => {
      if (own(request.url()) && new URL(request.url()).searchParams.has('_rsc')) inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('response', (response) => {
      if (!own(response.url())) return;
      const url = new URL(response.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
      if (response.status() === 404) missing.push(`${url.pathname}${url.search}`);
    });
    await page.goto(start);
    const footer = page.locator('footer');
    // Links prefetch once hydrated, when the shopper reaches for them (ADR 0041).
    await hydrated(footer.locator(`a[href="${contact}"]`));
    await footer.scrollIntoViewIfNeeded();
    await footer.locator(`a[href="${contact}"]`).hover();
    await expect.poll(() => prefetched, { timeout: 15_000 }).toContain(contact);
    // Every other link of the page's own, reached by keyboard.
    for (const link of await page.locator('header a[href^="/"], footer a[href^="/"]').all()) await link.focus();
    await expect.poll(() => inFlight.size).toBe(0);
    expect(prefetched.filter((path) => !path.startsWith(`${start}/`) && path !== start)).toEqual([]);
    expect(missing).toEqual([]);
  });
}
