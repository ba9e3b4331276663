import { expect, test } from '../axe';
import { messages } from '../shop/support';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

// Issue 26 defect 3: on a phone without JavaScript the menu button must still open the main navigation.
test('without JavaScript the menu button opens the main navigation on a phone (de)', async ({ page }) => {
  const layout = messages('de').layout;
  await page.goto('/de');
  const nav = page.getByRole('navigation', { name: layout.mainMenu });
  const menu = nav.getByRole('list').first();
  await expect(menu).toBeHidden();
  await nav.getByRole('link', { name: layout.openMenu }).click();
  await expect(menu).toBeVisible();
  const links = menu.getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  await expect(links.last()).toBeVisible();
  const target = await links.last().getAttribute('href');
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});
