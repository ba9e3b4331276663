import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { consentCookie } from '../support/consent-cookie';

export * from '@playwright/test';

/**
 * The page's accessibility-relevant shape: path, and per element its tag, classes, role, hidden state, aria values
 * and whether it holds text. Two pages with the same shape get the same axe verdict, so the run checks each once.
 */
async function pageShape(page: Page): Promise<string> {
  const shape = await page.evaluate(() => {
    const lines = [location.pathname];
    for (const element of document.body.querySelectorAll('*')) {
      const line = [element.tagName, element.getAttribute('class'), element.getAttribute('role')];
      if (element.hasAttribute('hidden')) line.push('hidden');
      if (!element.childElementCount && element.textContent?.trim()) line.push('text');
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('aria-') && !/^aria-(controls|describedby|labelledby)$/.test(attribute.name)) {
          line.push(`${attribute.name}=${attribute.value}`);
        }
      }
      lines.push(line.join('|'));
    }
    return lines.join('\n');
  });
  return createHash('sha1').update(shape).digest('hex');
}

/**
 * Every e2e test runs through this `test`: when it passes with JavaScript on, axe checks the page it ended on (our
 * own HTML pages only) and fails on any serious or critical WCAG 2.x A/AA violation. A shape that passed once in
 * this run is not analysed again; a failing one stays unrecorded, so a retry checks it afresh.
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
      // Playwright empties the project's output folder when the run starts, so the record lasts one run.
      const checked = join(testInfo.project.outputDir, '.axe-passed');
      const shape = join(checked, await pageShape(page));
      if (existsSync(shape)) return;
      // Only violations are collected (all of their nodes); a page without frames is analysed in place, without the
      // second page axe opens to merge frame results: about half the CPU of an analysis, the same verdict.
      const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
      if (page.frames().length === 1) builder.setLegacyMode();
      const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
      expect(blocking, `axe on ${page.url()}`).toEqual([]);
      mkdirSync(checked, { recursive: true });
      writeFileSync(shape, page.url());
    },
    { auto: true },
  ],
});

export { expect };
