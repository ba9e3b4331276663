import { expect, test } from '../axe';
import { fill, messages, path, sandboxOrigin } from '../shop/support';

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
  'without JavaScript (en): the sold-out pot takes an address for one back-in-stock mail',
  { tag: '@smoke' },
  async ({ page }) => {
    const m = messages('en');
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
    await expect(page.getByText(fill(m.stockAlerts.done, { name: m.product.skus['VERDE-POT'] }))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const [subscription] = await subscriptionsOf(page.request, email);
    expect(subscription.attributes).toMatchObject({
      sku_code: 'VERDE-POT',
      status: 'active',
      metadata: { locale: 'en', path: '/spare-parts' },
    });
  },
);
