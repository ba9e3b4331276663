import { consentCookie } from '../../support/consent-cookie';
import { expect, test } from '../axe';
import { hydrated } from '../shop/support';

test('the language switcher keeps the page and remembers the choice', { tag: '@smoke' }, async ({ page, context }) => {
  await page.goto('/contact');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Switch to Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/kontakt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Zu Italiano wechseln' }).click();
  await expect(page).toHaveURL(/\/it\/contatti$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('it');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/');
  await expect(page).toHaveURL(/\/it$/);
});

test('a page_view reaches the data layer 250 ms after load and after each navigation', async ({
  page,
  context,
  baseURL,
}) => {
  // A visitor the tag manager may count.
  await context.addCookies([{ ...consentCookie(['necessary', 'analytics']), url: baseURL! }]);
  await page.goto('/spare-parts');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').length))
    .toBe(1);
  await page.evaluate(() => {
    const layer = (window.dataLayer = window.dataLayer ?? []);
    const push = layer.push.bind(layer);
    layer.push = (...items) => {
      if (items.some((e) => e.event === 'page_view')) window.__pageViewAt = performance.now();
      return push(...items);
    };
  });
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const at = await page.waitForFunction(() => window.__pageViewAt);
  expect(((await at.jsonValue()) as number) - clickedAt).toBeGreaterThanOrEqual(250);
  const last = await page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'page_view').at(-1));
  expect(last).toMatchObject({ event: 'page_view', page_path: '/blog', page_locale: 'en' });
});

test('the offline indicator follows the browser', async ({ page, context }) => {
  // In the server's HTML: the live region exists before anything is announced in it (ADR 0085).
  expect(await (await page.request.get('/de/kontakt')).text()).toMatch(/<div role="status"[^>]*class="network-status"/);
  await page.goto('/de/kontakt');
  await hydrated(page);
  await expect(page.locator('.network-status[role="status"]')).toHaveCount(1);
  await context.setOffline(true);
  const status = page.locator('.network-status[role="status"]');
  await expect(status).toHaveAttribute('data-state', 'offline');
  await expect(status.getByText('Sie sind offline')).toBeVisible();
  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-state', 'online');
  await expect(status.getByText('Sie sind wieder online.')).toBeVisible();
});

test('a failed lazy chunk reloads the page once per 60 s', async ({ page }) => {
  await page.goto('/story');
  await hydrated(page);
  // The first page_view proves the global effects are mounted.
  await page.waitForFunction(() => window.dataLayer?.some((e) => e.event === 'page_view'));
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('Loading chunk 99 failed.'), message: 'Loading chunk 99 failed.' }),
    );
  });
  await reloaded;
  const stamp = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'));
  expect(Number(stamp)).toBeGreaterThan(0);
  // A second failure within the guard window must not reload again.
  await page.evaluate(() => (window.__marker = true));
  await page.evaluate(() => {
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('Loading chunk 99 failed.'), message: 'Loading chunk 99 failed.' }),
    );
  });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.__marker)).toBe(true);
});

test('every page has one h1, a skip link and the main landmark', async ({ page }) => {
  for (const path of ['/', '/de/geschichte', '/it/negozi', '/faq', '/foodprint-calculator']) {
    await page.goto(path);
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.locator('main#main')).toHaveCount(1);
    await expect(page.locator('a.skip-link')).toHaveAttribute('href', '#main');
  }
});
