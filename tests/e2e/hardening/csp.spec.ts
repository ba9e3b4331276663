import { expect, test, type Page } from '../axe';
import type { CspViolation as Violation } from '../globals';
import { messages, path, seedCart, hydrated } from '../shop/support';

/** Collects every CSP report the browser raises: the DOM event and the console message, on any of our pages. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        page: location.href,
      });
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      seen.push({ directive: 'console', blocked: message.text(), page: page.url() });
    }
  });
  return seen;
}

/** Injects markup with an inline script (an event handler), as an XSS would: the policy must refuse it. */
async function injectForeignScript(page: Page, violations: Violation[]) {
  const before = violations.length;
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/x" onerror="window.__injected = true">'),
  );
  await expect.poll(() => violations.length).toBeGreaterThan(before);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
}

test(
  'a cached page hydrates and navigates under the hashes of its own scripts, and refuses any other',
  { tag: '@smoke' },
  async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path('freshly', 'de'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' [^;]*'sha256-[A-Za-z0-9+/=]+'/);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'|\*/);
    expect(response?.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
    // Hydrated and its effects ran: the layout's first page_view is in the data layer (pushed 250 ms after load).
    await hydrated(page);
    await page.waitForFunction(() => window.dataLayer?.some((e) => e.event === 'page_view'));
    // A client navigation to another cached page loads its data and chunks under the same policy.
    await page.locator('header a[href="/de"]').first().click();
    await page.waitForURL(/\/de$/);
    await page.waitForFunction(() => window.dataLayer?.filter((e) => e.event === 'page_view').length === 2);
    expect(violations).toEqual([]);
    await injectForeignScript(page, violations);
  },
);

test('a per-request page hydrates and navigates under its nonce, and refuses a foreign script', async ({ page }) => {
  const violations = await watchViolations(page);
  const m = messages('en');
  await seedCart(page, 'en', 'FRESHLY-CABLE');
  const first = await page.request.get(path('cart', 'en'));
  const response = await page.goto(path('cart', 'en'));
  const nonceOf = (policy = '') => /'nonce-([^']+)'/.exec(policy)?.[1];
  const nonce = nonceOf(response?.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  expect(nonceOf(first.headers()['content-security-policy'])).not.toBe(nonce);
  expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
  // Next's own scripts carry this response's nonce; chunks its loader adds are trusted through 'strict-dynamic'.
  const html = (await response?.text()) ?? '';
  const scripts = [...html.matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.filter((tag) => tag.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0);
  await expect(page.getByTestId('cart')).toBeVisible();
  // Hydrated: the client cart answers a change, which only works when Next's scripts ran.
  await expect(page.getByRole('button', { name: m.cart.checkout })).toBeEnabled();
  await page.locator('header a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => window.dataLayer?.some((e) => e.event === 'page_view'));
  expect(violations).toEqual([]);
  await page.goBack();
  await expect(page.getByTestId('cart')).toBeVisible();
  await injectForeignScript(page, violations);
});

test('the checkout hand-off leaves the cart without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await seedCart(page, 'en', 'FRESHLY-CABLE');
  await page.goto(path('cart', 'en'));
  await page.getByRole('button', { name: messages('en').cart.checkout }).click();
  await page.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
  expect(violations.filter((violation) => !violation.page.includes('/checkout/'))).toEqual([]);
});
