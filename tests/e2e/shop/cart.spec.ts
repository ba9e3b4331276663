import { expect, test } from '../axe';
import { euros, fill, locales, messages, openCart, seedCart } from './support';

for (const locale of locales) {
  test.describe(`cart (${locale})`, () => {
    const m = messages(locale);
    const filter = m.product.skus['FRESHLY-FILTER'];

    test('changes the quantity, removes the item and shows the empty state', async ({ page }) => {
      await seedCart(page, locale, 'FRESHLY-FILTER');
      await openCart(page, locale);
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByText(fill(m.cart.returns, { days: 14 }))).toBeVisible();
      await page.getByRole('button', { name: fill(m.cart.increase, { name: filter }) }).click();
      await expect(line.getByTestId('line-quantity')).toHaveValue('2');
      await expect(line.getByTestId('line-total')).toHaveText(euros(locale, 38));
      await expect(page.getByTestId('cart-status')).toHaveText(m.cart.updated);
      await line.getByTestId('line-quantity').fill('3');
      await line.getByTestId('line-quantity').press('Enter');
      await expect(line.getByTestId('line-total')).toHaveText(euros(locale, 57));
      await page.getByRole('button', { name: fill(m.cart.remove, { name: filter }) }).click();
      await expect(page.getByTestId('cart-empty')).toHaveText(m.cart.empty);
      await page.reload();
      await expect(page.getByTestId('cart-empty')).toHaveText(m.cart.empty);
    });

    test('refuses an invalid code and the 10 % code below 99 €, applies it above and removes it', async ({ page }) => {
      await seedCart(page, locale, 'FRESHLY-FILTER');
      await openCart(page, locale);
      const code = page.getByLabel(m.cart.coupon.label);
      await code.fill('NOT-A-CODE');
      await page.getByRole('button', { name: m.cart.coupon.apply }).click();
      await expect(page.getByTestId('coupon-error')).toHaveText(m.cart.errors.couponInvalid);
      await code.fill('WELCOME10');
      await page.getByRole('button', { name: m.cart.coupon.apply }).click();
      await expect(page.getByTestId('coupon-error')).toHaveText(
        fill(m.cart.errors.couponThreshold, { amount: euros(locale, 99) }),
      );

      await seedCart(page, locale, 'VERDE-SMART');
      await page.reload();
      await page.getByLabel(m.cart.coupon.label).fill('welcome10');
      await page.getByRole('button', { name: m.cart.coupon.apply }).click();
      await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
      const couponLine = page.locator('[data-testid="summary-discount"][data-kind="coupon"]');
      await expect(couponLine).toContainText(euros(locale, -26.8));
      await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 241.2));
      await page.getByRole('button', { name: fill(m.cart.coupon.remove, { code: 'WELCOME10' }) }).click();
      await expect(couponLine).toHaveCount(0);
      await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 268));
    });

    test('takes 39 € off when two of one product are in the cart and keeps the notes', async ({ page }) => {
      await seedCart(page, locale, 'FRESHLY-01', 2);
      await openCart(page, locale);
      await expect(page.locator('[data-testid="summary-discount"][data-kind="promotion"]')).toContainText(
        euros(locale, -39),
      );
      await expect(page.getByTestId('summary-subtotal')).toHaveText(euros(locale, 138));
      await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 99));
      await expect(page.getByTestId('summary-shipping')).toHaveText(m.cart.summary.free);
      await expect(page.getByText(m.cart.summary.taxIncluded, { exact: true })).toBeVisible();
      await page.getByLabel(m.cart.notes.label).fill('Please ring twice');
      await page.getByRole('button', { name: m.cart.notes.save }).click();
      await expect(page.getByTestId('cart-status')).toHaveText(m.cart.notes.saved);
      await page.reload();
      await expect(page.getByLabel(m.cart.notes.label)).toHaveValue('Please ring twice');
    });

    test('switches to business and back, ships to GB in pounds and refuses an unshipped country', async ({ page }) => {
      await seedCart(page, locale, 'VERDE-BASIC');
      await openCart(page, locale);
      await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 149));
      await page.getByRole('radio', { name: m.cart.customerType.business }).click();
      await expect(page.getByRole('radio', { name: m.cart.customerType.business })).toBeChecked();
      await expect(page.getByText(m.cart.summary.taxExcluded, { exact: true })).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('summary-subtotal')).not.toHaveText(euros(locale, 149));
      await page.getByRole('radio', { name: m.cart.customerType.consumer }).click();
      await expect(page.getByRole('radio', { name: m.cart.customerType.consumer })).toBeChecked();
      await expect(page.getByText(m.cart.summary.taxIncluded, { exact: true })).toBeVisible();
      await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 149));

      await page.getByRole('combobox', { name: m.cart.country.label }).selectOption('GB');
      await expect(page.getByTestId('summary-total')).toContainText('£');
      await expect(page.getByTestId('delivery-estimate')).toHaveText(fill(m.cart.delivery, { days: '2-3' }));
      await expect(page.getByTestId('cart-line')).toHaveCount(1);

      await page.getByRole('combobox', { name: m.cart.country.label }).selectOption('JP');
      await expect(page.getByTestId('not-shipped')).toHaveText(m.cart.country.notShipped);
      await expect(page.getByRole('button', { name: m.cart.checkout })).toBeDisabled();

      await page.getByRole('combobox', { name: m.cart.country.label }).selectOption('IT');
      await expect(page.getByTestId('delivery-estimate')).toHaveText(fill(m.cart.delivery, { days: '1-2' }));
      await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 149));
    });

    test('shows the scarcity alert and adds a frequently-bought-together item in one click', async ({ page }) => {
      await seedCart(page, locale, 'AURA-01');
      await openCart(page, locale);
      await expect(page.getByTestId('scarcity-alert')).toHaveText(fill(m.cart.scarcity, { stock: 3 }));
      const strap = m.product.skus['AURA-STRAP'];
      await page.getByRole('button', { name: fill(m.cart.suggestions.addNamed, { name: strap }) }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(page.getByTestId('cart-status')).toHaveText(fill(m.cart.suggestions.added, { name: strap }));
    });
  });
}

test('an empty cart says so and bad input is a localized 4xx', async ({ page }) => {
  await openCart(page, 'it');
  await expect(page.getByTestId('cart-empty')).toHaveText(messages('it').cart.empty);
  const bad = await page.request.post('/api/cart/items?locale=de', { data: { skuCode: '', quantity: -1 } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe(messages('de').cart.errors.invalidInput);
  const soldOut = await page.request.post('/api/cart/items?locale=en', { data: { skuCode: 'VERDE-POT', quantity: 1 } });
  expect(soldOut.status()).toBe(422);
  expect((await soldOut.json()).error).toBe(messages('en').cart.errors.unavailable);
  const missing = await page.request.patch('/api/cart/items/nope?locale=en', { data: { quantity: 2 } });
  expect(missing.status()).toBe(409);
});
