import { expect, test } from '../axe';
import { countTags, escaped, metaContent, served, tagsWith } from '../shop/html';
import { campaignPath, locales, scrollsSideways, secretPaths, storyPath } from './support';

test('the campaign page is reachable from the story page in it', async ({ page }) => {
  await page.goto(storyPath('it'));
  await page.locator(`main a[href="${campaignPath.it}"]`).first().click();
  await expect(page).toHaveURL(campaignPath.it);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[data-slice-type="claims"]')).toHaveCount(1);
  await expect(page.locator('[data-slice-type="feature_grid"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("every language links its story to its campaign page; the backers' pages answer but are noindex and out of the sitemap", async ({
  request,
}) => {
  const sitemap = await served(request, '/sitemap.xml');
  for (const locale of locales) {
    await test.step(locale, async () => {
      const story = await served(request, storyPath(locale));
      expect(story.slice(story.indexOf('<main'))).toContain(`href="${escaped(campaignPath[locale])}"`);
      const campaign = await served(request, campaignPath[locale]);
      expect(countTags(campaign, 'h1')).toBe(1);
      expect(tagsWith(campaign, 'data-slice-type="claims"')).toHaveLength(1);
      expect(tagsWith(campaign, 'data-slice-type="feature_grid"')).toHaveLength(1);
      expect(metaContent(campaign, 'robots')).toBeUndefined();
      expect(sitemap).toContain(`${campaignPath[locale]}</loc>`);
      for (const path of secretPaths(locale)) {
        const html = await served(request, path);
        expect(metaContent(html, 'robots'), path).toMatch(/noindex/);
        expect(countTags(html, 'h1'), path).toBe(1);
        expect(sitemap).not.toContain(`${path}</loc>`);
        expect(sitemap).not.toContain(`${path}"`);
      }
    });
  }
});

test('the campaign page fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(campaignPath.en);
  expect(await scrollsSideways(page)).toBe(false);
});
