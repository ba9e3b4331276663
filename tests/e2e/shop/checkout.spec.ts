import { expect, test, type Page } from '../axe';
import { escaped, served } from './html';
import { euros, hydrated, locales, messages, path, placeOrderOnSandbox, sandboxOrigin, seedCart } from './support';

async function orderStatus(page: Page, checkoutUrl: string): Promise<string> {
  const url = new URL(checkoutUrl);
  const orderId = url.pathname.split('/').pop();
  const token = url.searchParams.get('accessToken');
  const response = await page.request.get(`${sandboxOrigin}/api/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  });
  return (await response.json()).data.attributes.status;
}

test('buys through the sandbox checkout and the order is placed (it)', { tag: '@smoke' }, async ({ page }) => {
  await seedCart(page, 'it', 'FRESHLY-CABLE');
  await page.goto(path('cart', 'it'));
  await page.getByRole('button', { name: messages('it').cart.checkout }).click();
  await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
  const checkoutUrl = page.url();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await placeOrderOnSandbox(page, {
    email: 'buyer@example.test',
    firstName: 'Ada',
    lastName: 'Verdi',
    line1: 'Via Roma 1',
    zipCode: '20100',
  });
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => orderStatus(page, checkoutUrl)).toBe('placed');
});

test('fast checkout shows the item and goes to the checkout host on its button (en), a bad link is a 404 in the page language', async ({
  page,
}) => {
  await page.goto(`${path('fastCheckout', 'en')}?sku=FRESHLY-FILTER&quantity=2`);
  await page.getByRole('button', { name: messages('en').checkout.fastCheckout.continue }).click();
  await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  // An item that cannot be sold gets the route's own not-found page, drawn from the streamed payload, so it needs the
  // browser; a malformed link is the site's 404 (tests/e2e/foundation/not-found.spec.ts).
  for (const locale of locales) {
    const invalid = await page.goto(`${path('fastCheckout', locale)}?sku=NO-SUCH-SKU&quantity=1`);
    expect(invalid?.status(), locale).toBe(404);
    await expect(page.getByTestId('fast-checkout-invalid')).toContainText(
      messages(locale).checkout.fastCheckout.invalid,
    );
  }
});

test('every language hands its cart to a checkout in that language, without JavaScript, and shows its fast-checkout links', async ({
  browser,
  baseURL,
}) => {
  for (const locale of locales) {
    await test.step(locale, async () => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const request = context.request;
      try {
        const page = await context.newPage();
        await seedCart(page, locale, 'FRESHLY-CABLE');
        await page.goto(path('cart', locale));
        await page.getByRole('button', { name: messages(locale).cart.checkout }).click();
        await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);

        // Opening the link creates no order: it shows the item, its total and the button that does.
        const t = messages(locale).checkout.fastCheckout;
        const fast = await served(request, `${path('fastCheckout', locale)}?sku=FRESHLY-FILTER&quantity=2`);
        expect(fast).toContain(`>${escaped(t.title)}<`);
        expect(fast).toContain(escaped(euros(locale, 38)));
        expect(fast).toContain(escaped(t.continue));
      } finally {
        await context.close();
      }
    });
  }
});

test('begin_checkout reaches the data layer, and a refused hand-off says why', async ({ page }) => {
  await seedCart(page, 'en', 'FRESHLY-FILTER');
  await page.goto('/cart');
  await hydrated(page.getByRole('button', { name: 'Checkout' }));
  // The cart is gone behind the page's back (another tab emptied it): the checkout action refuses in place.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages('en').cart.errors.empty })).toBeVisible();
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'begin_checkout'),
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    ecommerce: { currency: 'EUR', value: 19, items: [{ item_id: 'FRESHLY-FILTER', quantity: 1 }] },
  });
});
