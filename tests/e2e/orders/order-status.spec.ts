import { expect, test } from '../axe';
import { linkIn, waitForMail } from '../support/maildev';
import { fill, messages, path, placeOrderOnSandbox, seedCart } from '../shop/support';

test(
  'a guest follows an order from the checkout’s thank-you page and from the confirmation mail (de)',
  { tag: '@smoke' },
  async ({ page }) => {
    const m = messages('de');
    const email = `status-${Date.now()}@example.test`;
    await seedCart(page, 'de', 'FRESHLY-CABLE');
    await page.goto(path('cart', 'de'));
    await page.getByRole('button', { name: m.cart.checkout }).click();
    await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
    await placeOrderOnSandbox(page, {
      email,
      firstName: 'Lena',
      lastName: 'Graf',
      line1: 'Via Roma 1',
      zipCode: '20100',
    });
    const number = (await page.locator('strong').first().textContent())?.trim() ?? '';
    await page.getByRole('link', { name: 'Bestellstatus ansehen' }).click();

    await expect(page).toHaveURL(new RegExp(`/de/bestellstatus\\?number=${number}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('textbox', { name: /Bestellnummer/ })).toHaveValue(number);
    await page.getByRole('textbox', { name: new RegExp(m.forms.common.email) }).fill('someone.else@example.test');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('form-status')).toContainText(m.orders.lookup.notFound);
    await page.getByRole('textbox', { name: new RegExp(m.forms.common.email) }).fill(email.toUpperCase());
    await page.getByRole('button', { name: m.orders.lookup.submit }).click();

    const order = page.getByTestId('order-status');
    await expect(order.getByRole('heading', { name: fill(m.orders.view.heading, { number }) })).toBeVisible();
    await expect(page.getByTestId('order-status-value')).toHaveText(m.orders.view.statuses.placed);
    await expect(order).toContainText(m.product.skus['FRESHLY-CABLE']);
    await expect(page.getByTestId('order-shipment').first()).toContainText(m.orders.view.noTracking);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const mail = await waitForMail(email, { subject: number });
    const mailed = linkIn(mail, /\/de\/bestellstatus\?token=/);
    await page.goto(mailed);
    await expect(page.getByTestId('order-status-value')).toHaveText(m.orders.view.statuses.placed);
    const forged = page.url().replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await page.goto(forged);
    await expect(page.getByText(m.orders.lookup.linkInvalid)).toBeVisible();
    // A link of the old `{orderId}.{signature}` shape opens nothing: the same notice, no error.
    const old = await page.goto(`/de/bestellstatus?token=ordXyZAbCd.${'A'.repeat(43)}`);
    expect(old?.status()).toBe(200);
    await expect(page.getByText(m.orders.lookup.linkInvalid)).toBeVisible();

    // The buyer stops every link to the order (a forwarded mail's too); the lookup still finds it.
    await page.goto(mailed);
    await page.getByRole('button', { name: m.orders.links.stop }).click();
    await expect(page.getByText(m.orders.links.stopped)).toBeVisible();
    await page.goto(mailed);
    await expect(page.getByText(m.orders.lookup.linkInvalid)).toBeVisible();
  },
);

test('the order lookup answers in English and Italian at its own slug, without an order in the sitemap', async ({
  request,
}) => {
  for (const [locale, slug] of [
    ['en', '/order-status'],
    ['it', '/it/stato-ordine'],
  ] as const) {
    const response = await request.get(slug);
    expect(response.status(), locale).toBe(200);
    const html = await response.text();
    expect(html).toContain(messages(locale).pages.orderStatus.title);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/order-status|bestellstatus|stato-ordine/);
});
