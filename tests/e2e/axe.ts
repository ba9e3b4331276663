import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { consentCookie } from '../support/consent-cookie';

export * from '@playwright/test';

// The axe-core build AxeBuilder itself loads, minified: the unminified one is twice as much script to parse per page.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

interface Shapes {
  /** The page's path and every element outside the site header and footer. */
  rest: string;
  /** Per top-level header or footer (banner and contentinfo landmarks), its elements. */
  regions: string[];
}

/**
 * The page's accessibility-relevant shape: per element its tag, classes, role, hidden state, aria values and whether
 * it holds text. The site header and footer, the same on most pages, are shapes of their own; the rest carries the
 * path. Two parts with the same shape get the same axe verdict, so the run checks each once.
 */
async function pageShapes(page: Page): Promise<Shapes> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const line = [element.tagName, element.getAttribute('class'), element.getAttribute('role')];
      if (element.hasAttribute('hidden')) line.push('hidden');
      if (!element.childElementCount && element.textContent?.trim()) line.push('text');
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('aria-') && !/^aria-(controls|describedby|labelledby)$/.test(attribute.name)) {
          line.push(`${attribute.name}=${attribute.value}`);
        }
      }
      return line.join('|');
    };
    const landmarks = [...document.body.querySelectorAll('header, footer')].filter(
      (element) => !element.parentElement?.closest('main, article, aside, nav, section, header, footer'),
    );
    const regions = landmarks.map((element, index) => {
      element.setAttribute('data-axe-region', String(index));
      return [describe(element)];
    });
    const rest = [location.pathname];
    for (const element of document.body.querySelectorAll('*')) {
      const index = landmarks.findIndex((landmark) => landmark !== element && landmark.contains(element));
      (index < 0 ? rest : regions[index]).push(describe(element));
    }
    return { rest: rest.join('\n'), regions: regions.map((lines) => lines.join('\n')) };
  });
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Fails on any serious or critical WCAG 2.x A/AA violation in the parts of the page not yet passed in this run (our
 * own HTML pages only). A part that passed once is not analysed again; a failing one stays unrecorded, so a retry
 * checks it afresh.
 */
async function checkAccessibility(page: Page, baseURL: string | undefined, testInfo: TestInfo) {
  if (testInfo.status !== testInfo.expectedStatus || !baseURL || !page.url().startsWith(baseURL)) return;
  if ((await page.evaluate(() => document.contentType).catch(() => '')) !== 'text/html') return;
  // Playwright empties the project's output folder when the run starts, so the record lasts one run.
  const checked = join(testInfo.project.outputDir, '.axe-passed');
  // A document still streaming (its title comes with the metadata, after the body began) is measured once complete;
  // a part still loading its data moves what follows it.
  await page.waitForFunction(() => document.readyState === 'complete' && !document.querySelector('[aria-busy="true"]'));
  // A client navigation's title comes with its streamed metadata, after its content: given a moment, not required.
  await page.waitForFunction(() => document.title !== '', null, { timeout: 2000 }).catch(() => undefined);
  // Targets are measured where they rest: with the web font in place (its late swap moves text a little), then two
  // frames in a row with the same scroll position and page height.
  await page.evaluate(async () => {
    await document.fonts.ready;
    let last = '';
    for (let frame = 0; frame < 60; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = `${window.scrollX},${window.scrollY},${document.documentElement.scrollHeight}`;
      if (now === last) return;
      last = now;
    }
  });
  // Contrast is measured on what is shown: a page still fading in after a navigation would fail it.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const shapes = await pageShapes(page);
  const parts = [shapes.rest, ...shapes.regions].map((shape) => join(checked, hash(shape)));
  const [rest, ...regions] = parts.map((part) => !existsSync(part));
  if (!rest && !regions.some(Boolean)) return;
  // axe measures a sticky element where it is drawn (axe-core#3720): once the page has scrolled, the header's links
  // would count as overlapping whatever passed under them (a target-size finding on the contact form's radios, now
  // and then). Each is measured where it sits in the flow instead; the page is not used after this check.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position === 'sticky') element.style.position = 'relative';
    }
  });
  // Only violations are collected (all of their nodes); a page without frames is analysed in place, without the
  // second page axe opens to merge frame results: about half the CPU of an analysis, the same verdict.
  const builder = new AxeBuilder({ page, axeSource }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode();
  regions.forEach((fresh, index) => {
    const region = `[data-axe-region="${index}"]`;
    if (rest && !fresh) builder.exclude(region);
    if (!rest && fresh) builder.include(region);
  });
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
  mkdirSync(checked, { recursive: true });
  for (const part of parts) writeFileSync(part, page.url());
}

/**
 * Every e2e test runs through this `test`: when it passes with JavaScript on, axe checks the page it ended on. Tests
 * that never ask for `page` (HTTP-only cases) open no browser page at all.
 */
export const test = base.extend<{ consentDecided: boolean }>({
  // Tests that are not about consent start as a visitor who refused everything optional: no banner, no vendor.
  consentDecided: [true, { option: true }],
  context: async ({ context, baseURL, consentDecided }, provide) => {
    if (consentDecided && baseURL) await context.addCookies([{ ...consentCookie(), url: baseURL }]);
    await provide(context);
  },
  page: async ({ page, baseURL, javaScriptEnabled }, provide, testInfo) => {
    await provide(page);
    // axe runs as a script in the page, which a no-JavaScript context cannot do.
    if (javaScriptEnabled) await checkAccessibility(page, baseURL, testInfo);
  },
});

export { expect };
