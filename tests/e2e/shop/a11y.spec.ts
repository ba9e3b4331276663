import { expect, test, type Page } from '../axe';
import { fill, hydrated, locales, messages, openCart, path, seedCart, type Locale } from './support';

const pages: Record<Locale, string[]> = {
  en: ['/', '/aura', '/spare-parts', '/faq', '/blog', '/cart'],
  de: ['/de', '/de/aura', '/de/ersatzteile', '/de/faq', '/de/blog', '/de/warenkorb'],
  it: ['/it', '/it/aura', '/it/ricambi', '/it/faq', '/it/blog', '/it/carrello'],
};

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const widths = [390, 768, 1024, 1440];
const alsoWide: Record<Locale, string[]> = { en: ['/foodprint-calculator'], de: [], it: [] };

// Each page loads once at 320 px and is then widened, so every width sees every page of its language; the cart
// comes last.
for (const locale of locales) {
  test(`no horizontal scrolling from 320 to 1440 px, menu button on screen at 320 (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const url of [...alsoWide[locale], ...pages[locale]]) {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(url);
      expect(await overflow(page), `${url} at 320`).toBeLessThanOrEqual(0);
      const toggle = page.locator('.main-menu__toggle');
      if (await toggle.count()) {
        // Measured in the page: the no-JavaScript link becomes a button at hydration (MainMenu).
        const right = await toggle.evaluate((element) => element.getBoundingClientRect().right);
        expect(right, url).toBeLessThanOrEqual(320);
      }
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await overflow(page), `${url} at ${width}`).toBeLessThanOrEqual(0);
      }
    }
    // axe then checks the cart as the phone shows it, as before.
    await page.setViewportSize({ width: 320, height: 720 });
  });
}

test('the slim header keeps "Back to the home page" on one line at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/faq');
  const home = page.locator('.site-header__home');
  const lineHeight = await home.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
  expect((await home.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
});

test('spare parts show name, picture, what they fit, and no promotion they are not part of', async ({ page }) => {
  const m = messages('en');
  await page.goto(path('spareParts', 'en'));
  const cards = page.getByTestId('spare-part');
  await expect(cards).toHaveCount(6);
  const strap = cards.filter({ has: page.locator('[data-sku="AURA-STRAP"]') });
  await expect(strap.getByRole('heading', { name: m.product.skus['AURA-STRAP'] })).toBeVisible();
  await expect(strap.locator('img')).toBeVisible();
  await expect(strap).toContainText(fill(m.product.buyBox.fits, { products: m.product.skus['AURA-01'] }));
  await expect(page.getByTestId('buy-box-promotion')).toHaveCount(0);
  await expect(page.locator('[data-sku="VERDE-POT"]').getByTestId('stock-label')).toHaveText(
    m.product.buyBox.outOfStock,
  );
  // Issue 26 defect 12: the part's own photo, a compact box without instalments, and what to do when sold out.
  await expect(strap.locator('img')).toHaveAttribute('src', /aura-strap\.webp/);
  await expect(strap.getByTestId('buy-box-price')).toBeVisible();
  await expect(strap.locator('[data-payment-widget="instalments"]')).toHaveCount(0);
  await expect(strap.getByText(m.product.buyBox.freeShipping)).toHaveCount(0);
  await expect(page.locator('[data-sku="VERDE-POT"]').getByTestId('stock-alert')).toBeVisible();
});

test('focus moves into the cart drawer after adding and back to Add to cart when it closes', async ({ page }) => {
  const m = messages('en');
  await page.goto(path('freshly', 'en'));
  const add = page.getByTestId('buy-box').first().getByRole('button', { name: m.product.buyBox.addToCart });
  await hydrated(add);
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('buy-box').first().getByRole('status')).toContainText(
    fill(m.product.buyBox.added, { name: m.product.skus['FRESHLY-01'] }),
  );
  const drawer = page.getByRole('dialog', { name: m.cartDrawer.title });
  await expect(page.locator(':focus')).toHaveText(m.cartDrawer.title);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
  // Ends with the drawer open, so axe checks it.
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('drawer-line')).toBeVisible();
});

test('focus stays on a sensible control after each cart action', async ({ page }) => {
  const m = messages('en');
  const name = m.product.skus['FRESHLY-FILTER'];
  await seedCart(page, 'en', 'FRESHLY-FILTER', 2);
  await seedCart(page, 'en', 'AURA-FILTER', 1);
  await openCart(page, 'en');
  const line = page.locator('[data-testid="cart-line"][data-sku="FRESHLY-FILTER"]');
  const increase = line.getByRole('button', { name: fill(m.cart.increase, { name }) });
  await increase.focus();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('line-quantity')).toHaveValue('3');
  await expect(increase).toBeFocused();
  const decrease = line.getByRole('button', { name: fill(m.cart.decrease, { name }) });
  await decrease.focus();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('line-quantity')).toHaveValue('2');
  await expect(decrease).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('line-quantity')).toHaveValue('1');
  // "−" is disabled at 1: focus moves to the quantity field of the same line.
  await expect(line.getByTestId('line-quantity')).toBeFocused();
  await line.getByRole('button', { name: fill(m.cart.remove, { name }) }).focus();
  await page.keyboard.press('Enter');
  await expect(line).toHaveCount(0);
  await expect(page.getByRole('heading', { name: m.cart.itemsHeading })).toBeFocused();
});

test('the mobile menu closes on Escape and keeps Tab inside', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.locator('.main-menu__toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.main-menu')))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.main-menu')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('Escape on a submenu item closes the submenu and focuses its button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const parent = page.locator('.main-menu__item--parent > button').first();
  await parent.click();
  await page.locator('.main-menu__submenu a').first().focus();
  await page.keyboard.press('Escape');
  await expect(parent).toHaveAttribute('aria-expanded', 'false');
  await expect(parent).toBeFocused();
});

test('language and cart links carry their visible text in their names (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/');
  for (const code of ['DE', 'IT']) {
    const link = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: new RegExp(`^${code}`) });
    await expect(link).toHaveAccessibleName(new RegExp(`^${code}\\b`));
  }
  const cart = page.getByTestId('cart-indicator');
  const count = (await cart.getByTestId('cart-count').textContent())!.trim();
  await expect(cart).toHaveAccessibleName(new RegExp(`\\b${count}\\b`));
});
