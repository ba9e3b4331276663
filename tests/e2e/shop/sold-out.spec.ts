import { expect, test } from '../axe';
import { fill, messages, path } from './support';

test.use({ javaScriptEnabled: false });

// Issue 39 item 4: a sold-out product showed a faded button with no "sold out" label, instalments and a delivery
// date. The cached page a shopper without JavaScript gets must say it plainly and offer the alert instead.
test('without JavaScript (en, 390 px): a sold-out part says "Sold out" and offers the back-in-stock form, not a purchase', async ({
  page,
}) => {
  const m = messages('en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path('spareParts', 'en'));
  const box = page.locator('[data-testid="buy-box"][data-sku="VERDE-POT"]');
  await expect(box.getByTestId('stock-label')).toHaveText(m.product.buyBox.outOfStock);
  await expect(box.getByTestId('stock-label')).toBeVisible();
  await expect(box.getByRole('button', { name: m.product.buyBox.addToCart })).toHaveCount(0);
  await expect(box.getByLabel(m.product.buyBox.quantity)).toHaveCount(0);
  await expect(box.locator('[data-payment-widget]')).toHaveCount(0);
  const alert = box.getByTestId('stock-alert');
  await expect(alert.getByText(fill(m.stockAlerts.intro, { name: m.product.skus['VERDE-POT'] }))).toBeVisible();
  await expect(alert.getByRole('button', { name: m.stockAlerts.submit })).toBeVisible();
  // Its neighbour in stock still sells: the rule is the stock, not the list.
  const filter = page.locator('[data-testid="buy-box"][data-sku="AURA-FILTER"]');
  await expect(filter.getByRole('button', { name: m.product.buyBox.addToCart })).toBeEnabled();
});
