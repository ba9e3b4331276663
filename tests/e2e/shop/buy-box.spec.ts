import { expect, test } from '../axe';
import { escaped, served, tagsWith } from './html';
import { euros, fill, hydrated, locales, messages, path } from './support';

test(
  'adds from the product page with optimistic feedback and data-layer events (de)',
  { tag: '@smoke' },
  async ({ page }) => {
    const locale = 'de';
    const m = messages(locale);
    await page.goto(path('freshly', locale));
    const box = page.getByTestId('buy-box').first();
    await expect(box.getByTestId('buy-box-price')).toHaveText(euros(locale, 69));
    await expect(box.getByTestId('buy-box-promotion')).toHaveText(
      fill(m.product.buyBox.promotion, { amount: euros(locale, 39) }),
    );
    await expect(box.locator('[data-payment-widget]')).toHaveCount(3);
    await hydrated(box.getByRole('button', { name: m.product.buyBox.addToCart }));
    await box.getByRole('button', { name: m.product.buyBox.addToCart }).click();
    await expect(box.getByRole('status')).toContainText(
      fill(m.product.buyBox.added, { name: m.product.skus['FRESHLY-01'] }),
    );
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event).filter(Boolean)))
      .toEqual(expect.arrayContaining(['view_item', 'add_to_cart']));
    // The cart drawer opens over the page (tests/e2e/shop/cart-drawer.spec.ts); closed, the box's own link remains.
    await page
      .getByRole('dialog', { name: m.cartDrawer.title })
      .getByRole('button', { name: m.cartDrawer.close })
      .click();
    await box.getByRole('link', { name: m.product.buyBox.viewCart }).click();
    await expect(page).toHaveURL(new RegExp(`${path('cart', locale)}$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', 'FRESHLY-01');
  },
);

test('spare parts list buy boxes with stock labels (it)', async ({ page }) => {
  const locale = 'it';
  const m = messages(locale);
  await page.goto(path('spareParts', locale));
  await expect(page.getByTestId('buy-box')).toHaveCount(6);
  const pot = page.locator('[data-testid="buy-box"][data-sku="VERDE-POT"]');
  await expect(pot.getByTestId('stock-label')).toHaveText(m.product.buyBox.outOfStock);
  await expect(pot.getByRole('button', { name: m.product.buyBox.addToCart })).toHaveCount(0);
  const filter = page.locator('[data-testid="buy-box"][data-sku="AURA-FILTER"]');
  await expect(filter.getByTestId('buy-box-price')).toHaveText(euros(locale, 14));
  await hydrated(filter.getByLabel(m.product.buyBox.quantity));
  await filter.getByLabel(m.product.buyBox.quantity).fill('2');
  await filter.getByRole('button', { name: m.product.buyBox.addToCart }).click();
  await expect(filter.getByRole('status')).toContainText(
    fill(m.product.buyBox.added, { name: m.product.skus['AURA-FILTER'] }),
  );
  await page
    .getByRole('dialog', { name: m.cartDrawer.title })
    .getByRole('link', { name: m.product.buyBox.viewCart })
    .click();
  await expect(page.getByTestId('line-quantity')).toHaveValue('2');
});

test('every language serves its buy boxes priced, promoted and labelled in its own format and words', async ({
  request,
}) => {
  for (const locale of locales) {
    await test.step(locale, async () => {
      const m = messages(locale).product.buyBox;
      const freshly = await served(request, path('freshly', locale));
      expect(freshly).toContain(`>${escaped(euros(locale, 69))}<`);
      expect(freshly).toContain(escaped(fill(m.promotion, { amount: euros(locale, 39) })));
      expect(freshly).toContain(escaped(m.addToCart));
      const parts = await served(request, path('spareParts', locale));
      expect(tagsWith(parts, 'data-testid="buy-box"')).toHaveLength(6);
      expect(parts).toContain(`>${escaped(euros(locale, 14))}<`);
      expect(parts).toContain(`>${escaped(m.outOfStock)}<`);
    });
  }
});

// Without JavaScript the box posts itself and opens the cart: the first step of cart-no-js.spec.ts.
