import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import lz from 'lz-string';

type Slice = { slice_type: string };

/** The shortest slice of each type in the English pages: one of every slice, as the page builder sends them. */
function oneOfEachSlice(): Slice[] {
  const shortest = new Map<string, { slice: Slice; size: number }>();
  for (const type of ['page', 'product_page']) {
    const folder = path.join('content', 'documents', 'en-gb', type);
    for (const file of readdirSync(folder)) {
      const doc = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { data: { slices?: Slice[] } };
      for (const slice of doc.data.slices ?? []) {
        const size = JSON.stringify(slice).length;
        if ((shortest.get(slice.slice_type)?.size ?? Infinity) > size) shortest.set(slice.slice_type, { slice, size });
      }
    }
  }
  return [...shortest.values()].map(({ slice }) => slice);
}

test('the slice simulator renders every slice of the page builder’s state in frames, with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const slices = oneOfEachSlice();
  expect(slices).toHaveLength(readdirSync('slices').length);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|X-Frame-Options/.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  // The server refuses request targets over 4096 characters (server/serve.ts), so the slices go in a few frames.
  const state = (group: Slice[]) => lz.compressToEncodedURIComponent(JSON.stringify(group));
  const groups: Slice[][] = [];
  for (const slice of slices) {
    const last = groups.at(-1);
    if (last && state([...last, slice]).length < 3500) last.push(slice);
    else groups.push([slice]);
  }
  const frames = groups.map(
    (group, i) => `<iframe title="Preview ${i}" src="/slice-simulator?state=${state(group)}"></iframe>`,
  );
  // Stands in for the page builder, which frames the simulator; a page of the site's own origin may ('self').
  await page.route(`${baseURL}/__page-builder`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Page builder</title>${frames.join('')}` }),
  );
  await page.goto('/__page-builder');
  for (const [i, group] of groups.entries()) {
    const preview = page.locator('iframe').nth(i).contentFrame();
    for (const { slice_type } of group) {
      await expect(preview.locator(`[data-slice-type="${slice_type}"]`).first()).toBeAttached();
    }
  }
  expect(violations).toEqual([]);
});

test('the simulator is noindex, out of the sitemap, and only it may be framed', async ({ request }) => {
  const simulator = await request.get('/slice-simulator');
  expect(simulator.status()).toBe(200);
  expect(simulator.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(await simulator.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('slice-simulator');
});
