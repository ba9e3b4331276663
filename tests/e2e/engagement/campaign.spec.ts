import { expect, test } from '../axe';
import { campaignPath, locales, scrollsSideways, secretPaths, storyPath } from './support';

for (const locale of locales) {
  test(`the campaign page is reachable from the story page in ${locale}`, async ({ page }) => {
    await page.goto(storyPath(locale));
    await page.locator(`main a[href="${campaignPath[locale]}"]`).first().click();
    await expect(page).toHaveURL(campaignPath[locale]);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('[data-slice-type="claims"]')).toHaveCount(1);
    await expect(page.locator('[data-slice-type="feature_grid"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test(`the backers' pages answer but are noindex and out of the sitemap in ${locale}`, async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${campaignPath[locale]}</loc>`);
    for (const path of secretPaths(locale)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(sitemap).not.toContain(`${path}</loc>`);
      expect(sitemap).not.toContain(`${path}"`);
    }
  });
}

test('the campaign page fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(campaignPath.en);
  expect(await scrollsSideways(page)).toBe(false);
});
