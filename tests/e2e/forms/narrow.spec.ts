import { expect, test } from '../axe';
import { formPath, locales, messages } from './support';

test.use({ viewport: { width: 320, height: 640 } });

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of locales) {
  const m = messages(locale).forms;

  test(`the form pages fit 320 px and work by keyboard (${locale})`, async ({ page }) => {
    for (const route of ['contact', 'registration', 'confirm'] as const) {
      await page.goto(formPath(route, locale));
      expect(await overflow(page), route).toBeLessThanOrEqual(0);
    }
    await page.goto(formPath('contact', locale));
    await page.getByRole('radio', { name: m.contact.private }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: m.contact.business })).toBeChecked();
    await expect(page.getByRole('textbox', { name: m.contact.company, exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: m.common.firstName, exact: true })).toBeFocused();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}
