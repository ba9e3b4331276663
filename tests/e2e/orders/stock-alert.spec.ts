import { expect, test } from '../axe';
import { fill, messages, path, sandboxOrigin } from '../shop/support';
import { linkIn, waitForMail } from '../support/maildev';

test.use({ javaScriptEnabled: false });

async function subscriptionsOf(request: import('@playwright/test').APIRequestContext, email: string) {
  const grant = await request.post(`${sandboxOrigin}/oauth/token`, {
    data: {
      grant_type: 'client_credentials',
      client_id: 'viridea-integration',
      client_secret: 'viridea-integration-secret',
    },
  });
  const { access_token: token } = await grant.json();
  const list = await request.get(`${sandboxOrigin}/api/in_stock_subscriptions?filter[q][customer_email_eq]=${email}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  });
  return (await list.json()).data as Array<{ attributes: Record<string, unknown> }>;
}

test(
  'without JavaScript (en): the sold-out pot takes an address, and the mailed link confirms one back-in-stock mail',
  { tag: '@smoke' },
  async ({ page }) => {
    const m = messages('en');
    const name = m.product.skus['VERDE-POT'];
    const email = `alert-${Date.now()}@example.test`;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path('spareParts', 'en'));
    const alert = page.locator('[data-sku="VERDE-POT"]').getByTestId('stock-alert');
    await expect(alert.getByRole('heading', { name: m.stockAlerts.title })).toBeVisible();
    await alert.getByRole('button', { name: m.stockAlerts.submit }).click();
    await expect(page.getByTestId('form-status').first()).toContainText(m.stockAlerts.invalid);

    const form = page.locator('[data-sku="VERDE-POT"]').getByTestId('stock-alert');
    await form.getByRole('textbox', { name: new RegExp(m.forms.common.email) }).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: m.stockAlerts.submit }).click();
    await expect(page.getByText(fill(m.stockAlerts.done, { name }))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await subscriptionsOf(page.request, email)).toEqual([]);

    const mail = await waitForMail(email, { subject: fill(m.stockAlerts.confirmMail.subject, { name }) });
    await page.goto(linkIn(mail, /alert=/));
    await page.getByRole('button', { name: m.stockAlerts.confirm.submit }).click();
    await expect(page.getByTestId('stock-alert-confirm')).toHaveText(m.stockAlerts.confirm.confirmed);
    await expect(page.getByRole('link', { name: m.stockAlerts.confirm.back })).toHaveAttribute('href', '/spare-parts');
    const [subscription] = await subscriptionsOf(page.request, email);
    expect(subscription.attributes).toMatchObject({
      sku_code: 'VERDE-POT',
      status: 'active',
      metadata: { locale: 'en', path: '/spare-parts', confirmed_at: expect.any(String) },
    });
  },
);

test('without JavaScript (de): a product back in stock since the page was rendered is refused at the form', async ({
  page,
}) => {
  const m = messages('de');
  // Stock returning between the render and the post, played by sending an in-stock SKU from the sold-out form.
  await page.route('**/de/ersatzteile', (route) => {
    const body = route.request().postData();
    if (route.request().method() !== 'POST' || !body) return route.continue();
    return route.continue({ postData: body.replaceAll('VERDE-POT', 'FRESHLY-FILTER') });
  });
  await page.goto(path('spareParts', 'de'));
  const form = page.locator('[data-sku="VERDE-POT"]').getByTestId('stock-alert');
  await form
    .getByRole('textbox', { name: new RegExp(m.forms.common.email) })
    .fill(`in-stock-${Date.now()}@example.test`);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: m.stockAlerts.submit }).click();
  await expect(page.getByTestId('form-status').first()).toHaveText(
    fill(m.stockAlerts.inStock, { name: m.product.skus['FRESHLY-FILTER'] }),
  );
});
