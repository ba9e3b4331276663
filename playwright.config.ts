import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
// Everything else the server needs is derived from its port, so runs on other ports never share a database or inbox.
const maildevSmtpPort = port + 20_000;
const maildevWebPort = port + 21_000;
// Specs read the inbox through tests/e2e/support/maildev.ts.
process.env.E2E_MAILDEV_URL ??= `http://127.0.0.1:${maildevWebPort}`;
// Local fakes of the third-party vendors (tests/e2e/consent): configured, but every test that is not about consent
// starts with only necessary cookies accepted (tests/e2e/axe.ts), so none of them loads there.
const vendorPort = Number(process.env.E2E_VENDOR_PORT ?? port + 5);
const vendorOrigin = `http://127.0.0.1:${vendorPort}`;
// A run on another port (an engineer's beside the main one) keeps its own artifacts: Playwright empties outputDir.
const results = port === 3100 ? 'test-results/playwright' : `test-results/playwright-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Its own folder: Playwright empties outputDir, and test-results/ also holds the vitest report.
  outputDir: results,
  reporter: [['list'], ['json', { outputFile: `${results}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a fifth of the run's CPU: in CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Chromium's headless shell, as Playwright runs it by default: about a third less CPU than the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Pages live seconds here: V8's optimizing tiers compile code that rarely runs long enough to pay (~3 % of the CPU).
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node tests/e2e/consent/fake-vendors.mjs',
      url: `${vendorOrigin}/health`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_VENDOR_PORT: String(vendorPort) },
    },
    {
      command: 'node server/start.ts',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: {
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: `.data/e2e-${port}/sandbox`,
        SANDBOX_RESET: '1',
        // The edge cache has its own tests (tests/cluster/edge.test.ts); here the site answers itself, installed or not.
        EDGE_CACHE: 'off',
        DATABASE_DIR: `.data/e2e-${port}/postgres`,
        DATABASE_RESET: '1',
        MAILDEV_SMTP_PORT: String(maildevSmtpPort),
        MAILDEV_WEB_PORT: String(maildevWebPort),
        SUPPORT_EMAIL: 'support@viridea.test',
        NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        // Every test buys from the same address: keep the limits, well above what the suite needs.
        RATE_LIMIT_SCALE: '20',
        // As behind a load balancer: the geolocation test stands in for it, naming the visitor's address.
        TRUSTED_PROXY_HOPS: '1',
        // Every friend orders from 127.0.0.1 too: a retried friend-order test must not land on review hold.
        REFERRAL_IP_THRESHOLD: '50',
        NEXT_PUBLIC_GTM_ID: 'GTM-E2E',
        GTM_SCRIPT_URL: `${vendorOrigin}/gtm.js`,
        NEXT_PUBLIC_KLARNA_CLIENT_ID: 'klarna-e2e',
        KLARNA_SCRIPT_URL: `${vendorOrigin}/klarna.js`,
        NEXT_PUBLIC_PAYMENT_MESSAGES_CLIENT_ID: 'messages-e2e',
        PAYMENT_MESSAGES_SCRIPT_URL: `${vendorOrigin}/paypal.js`,
        NEXT_PUBLIC_REVIEWS_WIDGET_ID: 'reviews-e2e',
        REVIEWS_SCRIPT_URL: `${vendorOrigin}/reviews.js`,
      },
    },
  ],
});
