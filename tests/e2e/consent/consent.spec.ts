import { consentCookie } from '../../support/consent-cookie';
import { expect, test, type Page } from '../axe';
import { hydrated, messages, path, seedCart, type Locale } from '../shop/support';

test.use({ consentDecided: false });

type Seen = { foreign: string[]; vendors: string[]; violations: string[]; recorded: unknown[] };

const vendorOrigin = `http://127.0.0.1:${process.env.E2E_VENDOR_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 5}`;
const vendorOf: Record<string, string> = {
  '/gtm.js': 'tagManager',
  '/klarna.js': 'payLater',
  '/paypal.js': 'paymentMessages',
  '/reviews.js': 'reviews',
};

/** Every request leaving the site's origin, the vendor scripts among them, CSP reports and consent records. */
async function watch(page: Page, baseURL: string): Promise<Seen> {
  const seen: Seen = { foreign: [], vendors: [], violations: [], recorded: [] };
  const site = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === site) {
      if (url.pathname === '/api/consent' && request.method() === 'POST') seen.recorded.push(request.postDataJSON());
      return;
    }
    seen.foreign.push(request.url());
    if (url.origin === vendorOrigin && vendorOf[url.pathname]) seen.vendors.push(vendorOf[url.pathname]);
  });
  await page.exposeFunction('__reportCsp', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__reportCsp(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.violations.push(message.text());
  });
  return seen;
}

/** The banner: a region named by its title, shown after hydration while there is no decision. */
function banner(page: Page, locale: Locale = 'en') {
  return page.getByRole('region', { name: messages(locale).consent.title, exact: true });
}

/**
 * Waits until the page has hydrated and the effects of the render that follows have run: the consent state is read
 * from the cookie then, and every vendor script the page would load has been asked for.
 */
async function settled(page: Page) {
  await hydrated(page.locator('footer button[aria-haspopup="dialog"]'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** The product page and the cart, each settled; `loaded` waits for what the page shows once its vendors ran. */
async function visitShop(page: Page, locale: Locale, loaded: (page: Page) => Promise<void> = settled) {
  await page.goto(path('freshly', locale));
  await settled(page);
  await loaded(page);
  await seedCart(page, locale, 'FRESHLY-CABLE');
  await page.goto(path('cart', locale));
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await settled(page);
  await loaded(page);
}

/** The fake tag manager has run in this page (the marketing scripts it renders beside would be requested by then). */
async function tagManagerRan(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__fakeVendors ?? [])).toContain('tagManager');
}

test(
  'the banner asks on the first visit, in the page language, before any third-party request',
  {
    tag: '@smoke',
  },
  async ({ page, baseURL }) => {
    const seen = await watch(page, baseURL!);
    // In the page's cacheable HTML, hidden until the hydrated page knows there is no decision.
    const html = await (await page.request.get(path('freshly', 'it'))).text();
    expect(html).toContain('<div hidden=""><section');
    for (const locale of ['en', 'de', 'it'] as const) {
      await test.step(locale, async () => {
        const t = messages(locale).consent;
        await page.goto(path('freshly', locale));
        await expect(banner(page, locale)).toBeVisible();
        await expect(banner(page, locale)).toContainText(t.description);
        const accept = banner(page, locale).getByRole('button', { name: t.acceptAll });
        const reject = banner(page, locale).getByRole('button', { name: t.rejectAll });
        await expect(accept).toBeVisible();
        await expect(reject).toBeVisible();
        // Equally prominent: same colours, same size.
        const look = (button: typeof accept) =>
          button.evaluate((node) => {
            const style = getComputedStyle(node);
            const box = node.getBoundingClientRect();
            return [style.backgroundColor, style.color, style.fontSize, Math.round(box.height)];
          });
        expect(await look(accept)).toEqual(await look(reject));
        await settled(page);
        expect(seen.foreign).toEqual([]);
        expect(seen.violations).toEqual([]);
      });
    }
  },
);

test('rejecting everything loads no vendor, records the choice, and the choice holds on the next visit', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, baseURL!);
  const t = messages('en').consent;
  await page.goto('/');
  await banner(page).getByRole('button', { name: t.rejectAll }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.recorded.length).toBe(1);
  expect(seen.recorded[0]).toMatchObject({ categories: ['necessary'], revision: 1, locale: 'en' });
  await visitShop(page, 'en');
  await expect(banner(page)).toHaveCount(0);
  await page.goto(path('freshly', 'en'));
  await expect(page.locator('[data-consent-fallback="reviews"]')).toContainText(t.reviewsFallback);
  await expect(page.locator('[data-payment-widget="pay-later"]').first()).toHaveText(
    messages('en').product.buyBox.payLater,
  );
  await settled(page);
  expect(seen.foreign).toEqual([]);
  expect(seen.violations).toEqual([]);
});

test('accepting analytics only loads the tag manager after Consent Mode is granted, nothing else', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, baseURL!);
  const t = messages('en').consent;
  await page.goto(path('freshly', 'en'));
  await banner(page).getByRole('button', { name: t.manage }).click();
  const dialog = page.getByRole('dialog', { name: t.preferencesTitle });
  await expect(dialog).toBeVisible();
  expect(seen.foreign).toEqual([]);
  await dialog.getByRole('checkbox', { name: t.analyticsTitle }).check();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect.poll(() => seen.vendors).toEqual(['tagManager']);
  // The script's request is seen before it runs: wait for what it records when it runs.
  const recorded = await page.waitForFunction(() => (window as { __fakeGtmConsent?: unknown[] }).__fakeGtmConsent);
  const consent = (await recorded.jsonValue()) ?? [];
  expect(consent[0]).toEqual([
    'default',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
  expect(consent.at(-1)).toEqual([
    'update',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
  await visitShop(page, 'en', tagManagerRan);
  expect(new Set(seen.vendors)).toEqual(new Set(['tagManager']));
  expect(seen.recorded).toEqual([expect.objectContaining({ categories: ['necessary', 'analytics'] })]);
  expect(seen.violations).toEqual([]);
});

test('accepting marketing only loads the payment and reviews widgets, priced in the market currency', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, baseURL!);
  const t = messages('de').consent;
  await page.goto(path('freshly', 'de'));
  await banner(page, 'de').getByRole('button', { name: t.manage }).click();
  const dialog = page.getByRole('dialog', { name: t.preferencesTitle, exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: t.marketingTitle }).check();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.locator('klarna-placement').first()).toContainText(/Fake pay later: \d+\.\d\d \(de-DE\)/);
  await expect(page.locator('[data-pp-message]').first()).toContainText(/3 x \d+\.\d\d EUR/);
  await expect(page.locator('.trustpilot-widget')).toContainText('Fake reviews for');
  await visitShop(page, 'de', async (shown) => {
    await expect(shown.locator('klarna-placement').first()).toContainText('Fake pay later');
  });
  await expect(page.getByTestId('order-summary').locator('klarna-placement')).toContainText('Fake pay later');
  expect(new Set(seen.vendors)).toEqual(new Set(['payLater', 'paymentMessages', 'reviews']));
  expect(seen.violations).toEqual([]);
});

test('accept all persists across visits, and Cookie settings in the footer reopens the choice', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, baseURL!);
  const t = messages('it').consent;
  await page.goto('/it');
  await banner(page, 'it').getByRole('button', { name: t.acceptAll }).click();
  await expect.poll(() => seen.vendors).toContain('tagManager');
  await page.goto(path('freshly', 'it'));
  await expect(page.locator('.trustpilot-widget')).toContainText('Fake reviews');
  await expect(banner(page, 'it')).toHaveCount(0);
  expect(new Set(seen.vendors)).toEqual(new Set(['tagManager', 'payLater', 'paymentMessages', 'reviews']));
  // Reopen from the footer, by keyboard, and withdraw marketing.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: t.settingsLink });
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.preferencesTitle });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
  await expect(dialog.getByRole('checkbox', { name: t.marketingTitle })).toBeChecked();
  await dialog.getByRole('checkbox', { name: t.marketingTitle }).uncheck();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => seen.recorded.length).toBe(2);
  expect(seen.recorded[1]).toMatchObject({ categories: ['necessary', 'analytics'], locale: 'it' });
  seen.vendors.length = 0;
  await page.goto(path('freshly', 'it'));
  // The tag manager mounts after hydration: wait for it and for the reviews fallback, not for the network to idle.
  await expect.poll(() => seen.vendors).toContain('tagManager');
  await expect(page.locator('[data-consent-fallback="reviews"]')).toBeVisible();
  await settled(page);
  await tagManagerRan(page);
  expect(seen.vendors).toEqual(['tagManager']);
  expect(seen.violations).toEqual([]);
});

test('a decision given for an older policy version is asked again', async ({ page, context, baseURL }) => {
  await context.addCookies([{ ...consentCookie(['necessary', 'analytics', 'marketing'], 0), url: baseURL! }]);
  const seen = await watch(page, baseURL!);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await settled(page);
  expect(seen.foreign).toEqual([]);
});

test('the settings dialog passes axe and closes with Escape', async ({ page }) => {
  const t = messages('en').consent;
  await page.goto('/');
  await banner(page).getByRole('button', { name: t.manage }).click();
  const dialog = page.getByRole('dialog', { name: t.preferencesTitle });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await banner(page).getByRole('button', { name: t.manage }).click();
  await expect(dialog).toBeVisible();
});

test('in a GB cart the payment widgets get pounds and the en-GB locale', async ({ page, context, baseURL }) => {
  await context.addCookies([{ ...consentCookie(['necessary', 'marketing']), url: baseURL! }]);
  const moved = await page.request.put('/api/cart/place?locale=en', { data: { country: 'GB' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(path('freshly', 'en'));
  await expect(banner(page)).toHaveCount(0);
  await hydrated(page);
  await expect(page.locator('klarna-placement').first()).toContainText('(en-GB)');
  await expect(page.locator('[data-pp-message]').first()).toContainText(/GBP$/);
});
