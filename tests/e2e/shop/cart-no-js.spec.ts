import { expect, test } from '../axe';
import { euros, fill, messages, path, seedCart } from './support';

// The cart is one path of forms bound to one server action: with scripts off every control posts itself and the
// server answers with a 303 back to the cart, or the page again with the refusal in place.
test.use({ javaScriptEnabled: false });

test(
  'without JavaScript (de): adds Freshly, makes it 2 × 69 €, tries WELCOME10, switches to business, removes the line',
  { tag: '@smoke' },
  async ({ page }) => {
    const locale = 'de';
    const m = messages(locale);
    const name = m.product.skus['FRESHLY-01'];
    await page.goto(path('freshly', locale));
    await page.getByTestId('buy-box').first().getByRole('button', { name: m.product.buyBox.addToCart }).click();
    await expect(page).toHaveURL(new RegExp(`${path('cart', locale)}$`));
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveAttribute('data-sku', 'FRESHLY-01');

    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await line.getByTestId('line-quantity').fill('2');
    await line.getByRole('button', { name: fill(m.cart.updateQuantity, { name }) }).click();
    expect((await answer).status()).toBe(303);
    await expect(line.getByTestId('line-quantity')).toHaveValue('2');
    await expect(line.getByTestId('line-total')).toHaveText(euros(locale, 138));
    await expect(page.getByTestId('summary-subtotal')).toHaveText(euros(locale, 138));
    await expect(page.getByTestId('summary-total')).toHaveText(euros(locale, 99));

    // 99 € left after the buy-2 saving is not over 99 €: the code waits, and the answer lands at the code's field,
    // which says so once and how much is missing.
    await page.getByLabel(m.cart.coupon.label).fill('WELCOME10');
    await page.getByRole('button', { name: m.cart.coupon.apply }).click();
    await expect(page).toHaveURL(new RegExp(`${path('cart', locale)}#coupon$`));
    await expect(page.locator('#coupon')).toBeInViewport();
    await expect(page.locator('#coupon').getByTestId('coupon-saved')).toHaveText(
      fill(m.cart.coupon.saved, { code: 'WELCOME10', amount: euros(locale, 99) }),
    );
    await expect(page.getByTestId('coupon-error')).toHaveCount(0);
    await expect(page.getByTestId('coupon-progress')).toContainText(euros(locale, 0.01));

    await page.getByRole('radio', { name: m.cart.customerType.business }).check();
    await page.getByTestId('customer-type-submit').click();
    await expect(page.getByRole('radio', { name: m.cart.customerType.business })).toBeChecked();
    await expect(page.getByText(m.cart.summary.taxExcluded, { exact: true })).toBeVisible();
    await expect(line).toHaveCount(1);

    await line.getByRole('button', { name: fill(m.cart.remove, { name }) }).click();
    await expect(page.getByTestId('cart-empty')).toHaveText(m.cart.empty);
  },
);

for (const locale of ['en', 'it'] as const) {
  test(`without JavaScript (${locale}): a refused code comes back in place, in the page's language`, async ({
    page,
  }) => {
    const m = messages(locale);
    await seedCart(page, locale, 'FRESHLY-FILTER');
    await page.goto(path('cart', locale));
    await page.getByLabel(m.cart.coupon.label).fill('NOT-A-CODE');
    await page.getByRole('button', { name: m.cart.coupon.apply }).click();
    // The answer lands at the field, which keeps the code and is described by the refusal.
    await expect(page).toHaveURL(new RegExp(`${path('cart', locale)}#coupon$`));
    await expect(page.getByTestId('coupon-error')).toHaveText(m.cart.errors.couponInvalid);
    await expect(page.getByTestId('coupon-error')).toBeInViewport();
    const field = page.getByLabel(m.cart.coupon.label);
    await expect(field).toHaveValue('NOT-A-CODE');
    await expect(field).toHaveAccessibleDescription(m.cart.errors.couponInvalid);
    await expect(page.getByTestId('line-total')).toHaveText(euros(locale, 19));
  });
}
