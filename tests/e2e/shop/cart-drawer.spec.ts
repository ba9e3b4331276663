import { expect, test } from '../axe';
import { euros, fill, hydrated, messages, path } from './support';

test.use({ viewport: { width: 320, height: 640 } });

// One journey (de, 320 px, keyboard only); focus rules, progress and cross-sells per language are unit-dom tests
// (tests/unit/commerce/cart-drawer.test.tsx).
test('cart drawer (de): opens after Add to cart, adds a cross-sell and leads to the cart by keyboard', async ({
  page,
}) => {
  const m = messages('de');
  await page.goto(path('freshly', 'de'));
  const add = page.getByTestId('buy-box').first().getByRole('button', { name: m.product.buyBox.addToCart });
  await hydrated(add);
  await add.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: m.cartDrawer.title });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await expect(drawer.getByTestId('drawer-line')).toContainText(fill(m.cartDrawer.quantity, { quantity: 1 }));
  await expect(drawer.getByTestId('drawer-line-total')).toHaveText(euros('de', 69));
  await expect(drawer.getByTestId('cross-sell')).toHaveCount(2);
  expect(await drawer.evaluate((node) => node.scrollWidth <= node.clientWidth && node.clientWidth <= 320)).toBe(true);

  // Focus is inside; Tab reaches the first cross-sell's add button, Enter adds it through the cart action.
  await expect(page.locator(':focus')).toHaveText(m.cartDrawer.title);
  const filter = m.product.skus['FRESHLY-FILTER'];
  const addFilter = drawer.getByRole('button', { name: fill(m.cart.suggestions.addNamed, { name: filter }) });
  for (let step = 0; step < 6 && !(await addFilter.evaluate((node) => node === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');

  // Escape closes and gives focus back to Add to cart; the page scrolls again.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();

  // Again, then Shift+Tab from the heading wraps to the last control, "Zum Warenkorb", and Enter opens the cart.
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('drawer-line')).toContainText(fill(m.cartDrawer.quantity, { quantity: 2 }));
  await expect(page.locator(':focus')).toHaveText(m.cartDrawer.title);
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('link', { name: m.product.buyBox.viewCart })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path('cart', 'de')}$`));
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});
