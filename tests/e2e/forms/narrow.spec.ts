import { expect, test } from '../axe';
import { formPath, locales, messages } from './support';

test.use({ viewport: { width: 320, height: 640 } });

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Every locale's wording is measured (German labels run longest); the keyboard walk, the same code in each, runs in Italian.
test('the form pages fit 320 px in every locale and work by keyboard', async ({ page }) => {
  for (const locale of locales) {
    for (const route of ['contact', 'registration', 'confirm'] as const) {
      await page.goto(formPath(route, locale));
      expect(await overflow(page), `${route} (${locale})`).toBeLessThanOrEqual(0);
    }
  }
  const m = messages('it').forms;
  await page.goto(formPath('contact', 'it'));
  await page.getByRole('radio', { name: m.contact.private }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: m.contact.business })).toBeChecked();
  await expect(page.getByRole('textbox', { name: m.contact.company, exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: m.common.firstName, exact: true })).toBeFocused();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
