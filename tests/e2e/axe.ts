import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import { consentCookie } from '../support/consent-cookie';

export * from '@playwright/test';

/**
 * Every e2e test runs through this `test`: when it passes with JavaScript on, axe checks the page it ended on (our
 * own HTML pages only) and fails on any serious or critical WCAG 2.x A/AA violation.
 */
export const test = base.extend<{ axe: void; consentDecided: boolean }>({
  // Tests that are not about consent start as a visitor who refused everything optional: no banner, no vendor.
  consentDecided: [true, { option: true }],
  context: async ({ context, baseURL, consentDecided }, provide) => {
    if (consentDecided && baseURL) await context.addCookies([{ ...consentCookie(), url: baseURL }]);
    await provide(context);
  },
  axe: [
    async ({ page, baseURL, javaScriptEnabled }, use, testInfo) => {
      await use();
      // axe runs as a script in the page, which a no-JavaScript context cannot do.
      if (!javaScriptEnabled) return;
      if (testInfo.status !== testInfo.expectedStatus || !baseURL || !page.url().startsWith(baseURL)) return;
      if ((await page.evaluate(() => document.contentType).catch(() => '')) !== 'text/html') return;
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
      expect(blocking, `axe on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
