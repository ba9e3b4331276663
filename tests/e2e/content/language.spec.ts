import { expect, test } from '../axe';
import { postWithTranslations } from './documents';

test('the language switch on a post lands on its translation', async ({ page }) => {
  const paths = postWithTranslations();
  await page.goto(paths.en);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Switch to Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.de}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Zu Italiano wechseln' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.it}$`));
});

test('the language switch on a content page and a category follows localized uids', async ({ page }) => {
  await page.goto('/technology');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Switch to Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/tecnologia$/);
  await page.goto('/blog/food-waste');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Switch to Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/blog\/lebensmittelverschwendung$/);
});
