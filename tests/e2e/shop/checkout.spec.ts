import { expect, test, type Page } from '../axe';
import { locales, messages, path, sandboxOrigin, seedCart } from './support';

async function placeOrderOnSandbox(page: Page) {
  await page.locator('#email').fill('buyer@example.test');
  await page.locator('#shipping_first_name').fill('Ada');
  await page.locator('#shipping_last_name').fill('Verdi');
  await page.locator('#shipping_line_1').fill('Via Roma 1');
  await page.locator('#shipping_city').fill('Milano');
  await page.locator('#shipping_zip_code').fill('20100');
  const phone = page.locator('#shipping_phone');
  if (await phone.count()) await phone.fill('+390212345678');
  await page.locator('input[name="shipping_method"]').first().check();
  await page.locator('input[name="payment_method"]').first().check();
  await page.locator('button[type="submit"]').click();
}

async function orderStatus(page: Page, checkoutUrl: string): Promise<string> {
  const url = new URL(checkoutUrl);
  const orderId = url.pathname.split('/').pop();
  const token = url.searchParams.get('accessToken');
  const response = await page.request.get(`${sandboxOrigin}/api/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  });
  return (await response.json()).data.attributes.status;
}

for (const locale of locales) {
  test(`buys through the sandbox checkout and the order is placed (${locale})`, async ({ page }) => {
    await seedCart(page, locale, 'FRESHLY-CABLE');
    await page.goto(path('cart', locale));
    await page.getByRole('button', { name: messages(locale).cart.checkout }).click();
    await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
    const checkoutUrl = page.url();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await placeOrderOnSandbox(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => orderStatus(page, checkoutUrl)).toBe('placed');
  });

  test(`fast checkout goes straight to the checkout host, a bad link is a localized 4xx (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${path('fastCheckout', locale)}?sku=FRESHLY-FILTER&quantity=2`);
    await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
    await expect(page.locator('input[name="email"]')).toBeVisible();
    const invalid = await page.goto(`${path('fastCheckout', locale)}?sku=NO-SUCH-SKU&quantity=0`);
    expect(invalid?.status()).toBe(404);
    await expect(page.getByTestId('fast-checkout-invalid')).toContainText(
      messages(locale).checkout.fastCheckout.invalid,
    );
  });
}

test('begin_checkout reaches the data layer, and a failed hand-off says so', async ({ page }) => {
  await seedCart(page, 'en', 'FRESHLY-FILTER');
  await page.goto('/cart');
  await page.route(/\/api\/checkout/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Checkout is down', code: 'service' }),
    }),
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Checkout is down' })).toBeVisible();
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'begin_checkout'),
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    ecommerce: { currency: 'EUR', value: 19, items: [{ item_id: 'FRESHLY-FILTER', quantity: 1 }] },
  });
});
