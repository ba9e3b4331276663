import { expect, test } from '../axe';
import type { Locator, Page } from '@playwright/test';
import { euros, fill, openCart, hydrated } from '../shop/support';
import { formPath, messages, plain, seedCart, uniqueEmail, type Locale } from './support';

const afterDelay = 31_000;

/** Moves the page's clock past the delay until the popup shows (its timer starts once the page has hydrated). */
async function waitOutDelay(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.clock.fastForward(afterDelay);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits until the popup's trigger runs (the page has hydrated), then moves the page's clock past the delay twice: a
 * popup that stays closed now never opens.
 */
async function settle(page: Page) {
  await hydrated(page);
  await expect(page.locator('[data-newsletter-popup]')).toHaveCount(1);
  await page.clock.fastForward(afterDelay);
  await page.clock.fastForward(afterDelay);
}

// Each journey in one locale (rotated); the popup's code is the same in every locale, its texts are the block's
// messages (tests/unit/forms/localized-forms.test.tsx) and the saved-coupon amount is formatted in German here.
const inLocale = (locale: Locale) => ({ locale, m: messages(locale).forms, cartCopy: messages(locale).cart });

test.describe('newsletter popup', () => {
  test('opens after a delay, subscribes and puts WELCOME10 on the cart (en)', async ({ page }) => {
    const { locale, m } = inLocale('en');
    await seedCart(page, locale, 'VERDE-SMART');
    await page.clock.install();
    await page.goto(formPath('home', locale));
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: m.newsletter.popup.title });
    await expect(dialog).toHaveCount(0);
    await waitOutDelay(page, dialog);
    await dialog.getByRole('textbox', { name: m.common.firstName, exact: true }).fill('Mia');
    await dialog.getByRole('textbox', { name: m.common.email, exact: true }).fill(uniqueEmail('popup'));
    await dialog.getByRole('combobox', { name: m.common.country, exact: true }).selectOption('DE');
    await dialog.getByRole('checkbox', { name: plain(m.newsletter.privacy) }).check();
    await dialog.getByRole('button', { name: m.newsletter.submit }).click();
    await expect(dialog.getByTestId('form-status')).toContainText(m.newsletter.success);
    await expect(dialog.getByTestId('coupon-note')).toHaveText(m.newsletter.popup.couponApplied);
    await dialog.getByRole('link', { name: m.newsletter.popup.goToCart }).click();
    await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
  });

  test('with an empty cart it saves WELCOME10, which the cart applies once the order is over 99 (de)', async ({
    page,
  }) => {
    const { locale, m, cartCopy } = inLocale('de');
    await page.clock.install();
    await page.goto(formPath('home', locale));
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: m.newsletter.popup.title });
    await waitOutDelay(page, dialog);
    await dialog.getByRole('textbox', { name: m.common.firstName, exact: true }).fill('Leo');
    await dialog.getByRole('textbox', { name: m.common.email, exact: true }).fill(uniqueEmail('popup-saved'));
    await dialog.getByRole('combobox', { name: m.common.country, exact: true }).selectOption('DE');
    await dialog.getByRole('checkbox', { name: plain(m.newsletter.privacy) }).check();
    await dialog.getByRole('button', { name: m.newsletter.submit }).click();
    await expect(dialog.getByTestId('coupon-note')).toHaveText(m.newsletter.popup.couponPending);
    await openCart(page, locale);
    await expect(page.getByTestId('coupon-saved')).toHaveText(
      fill(cartCopy.coupon.saved, { code: 'WELCOME10', amount: euros(locale, 99) }),
    );
    await seedCart(page, locale, 'VERDE-SMART');
    await openCart(page, locale);
    await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
    await expect(page.getByTestId('coupon-saved')).toHaveCount(0);
  });

  test('Escape closes it for good; it never opens on the form pages (it)', async ({ page }) => {
    const { locale, m } = inLocale('it');
    await page.clock.install();
    await page.goto(formPath('home', locale));
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: m.newsletter.popup.title });
    await waitOutDelay(page, dialog);
    await expect(dialog.getByRole('button', { name: m.newsletter.popup.close })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await settle(page);
    await expect(dialog).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await page.goto(formPath('contact', locale));
    await hydrated(page);
    await settle(page);
    await expect(dialog).toHaveCount(0);
  });
});
