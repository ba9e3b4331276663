#!/usr/bin/env node
// Whether what a visitor does as a page loads takes effect, with the CPU throttled 4× (Chrome DevTools'
// Emulation.setCPUThrottlingRate): a consent decision followed at once by a reload, a first click on "Add to cart"
// and a first country choice in the cart (clicked, then chosen), each within 300 ms of the load event. Each try is a
// fresh browser context; it prints what was kept and how many actions came before the page had hydrated. A
// benchmark, not a test: it prints figures and exits 0 unless it could not run. Loopback only.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { consentCookieName } from '../lib/consent/state.ts';
import { startServer } from './fuzz/server.mjs';
import { isLoopback } from './bench/loopback.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string' },
    'sandbox-port': { type: 'string' },
    consent: { type: 'string', default: '30' },
    adds: { type: 'string', default: '10' },
    countries: { type: 'string', default: '10' },
    cpu: { type: 'string', default: '4' },
    'within-ms': { type: 'string', default: '300' },
  },
});
const count = (name, max) => Math.min(Math.max(Number(options[name]) || 0, 0), max);
const tries = { consent: count('consent', 100), adds: count('adds', 50), countries: count('countries', 50) };
const cpuRate = Number(options.cpu) || 4;
const withinMs = Number(options['within-ms']) || 300;
const settleMs = 15_000;
const en = JSON.parse(readFileSync('messages/en.json', 'utf8'));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A decision cookie as the banner writes it (only necessary cookies), so no banner covers the shop's controls. */
function decided(base) {
  const now = new Date().toISOString();
  const value = {
    categories: ['necessary'],
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: 'en',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 24 * 3600 * 1000,
  };
  return { name: consentCookieName, value: encodeURIComponent(JSON.stringify(value)), url: base };
}

/** A page in a fresh context with the CPU throttled; `at()` tells, in the page, how long after load an action came. */
async function throttledPage(browser, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookies.length) await context.addCookies(cookies);
  // Marks each first press, change or click with its time after the load event and whether React had hydrated.
  await context.addInitScript(() => {
    const seen = (window.__actions = []);
    for (const type of ['click', 'change']) {
      window.addEventListener(
        type,
        () => {
          const loaded = performance.getEntriesByType('navigation')[0]?.loadEventStart || 0;
          seen.push({
            type,
            sinceLoad: loaded ? performance.now() - loaded : null,
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
          });
        },
        true,
      );
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page };
}

/**
 * A press where `target` is, `delayMs` after the load event: the element's place is read first, then the mouse goes
 * down and up there as a visitor's would, whatever the page's script is doing.
 */
async function press(page, target, delayMs) {
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await sleep(delayMs);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const marked = (page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')).catch(() => false);
const firstAction = (page) => page.evaluate(() => window.__actions?.[0] ?? null).catch(() => null);

/** The visitor's cart as the API answers it, with this context's cookies. */
async function cartOf(context, base) {
  const response = await context.request.get(`${base}/api/cart?locale=en`);
  return response.ok() ? response.json() : undefined;
}

async function until(check, timeoutMs = settleMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(200);
  }
  return false;
}

/** The spread of delays after load, one per try, from 0 to `withinMs`. */
const delayOf = (index, total) => Math.round((withinMs * index) / Math.max(total - 1, 1));

async function consentTry(browser, base) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: en.consent.title });
    const reject = banner.getByRole('button', { name: en.consent.rejectAll });
    await reject.click({ timeout: 60_000 });
    const action = await firstAction(page);
    // At once: no wait for anything the click started.
    await page.reload({ waitUntil: 'load' });
    const cookie = (await context.cookies(base)).find((candidate) => candidate.name === consentCookieName);
    const kept = Boolean(cookie && decodeURIComponent(cookie.value).includes('"categories":["necessary"]'));
    // Asked again: the banner shows on the reloaded page (it shows once the page knows there is no decision).
    const askedAgain = await until(() => banner.isVisible(), 5_000);
    return { kept: kept && !askedAgain, action, marked: await marked(page) };
  } finally {
    await context.close();
  }
}

async function addTry(browser, base, delayMs) {
  const { context, page } = await throttledPage(browser, [decided(base)]);
  try {
    await page.goto(`${base}/freshly`, { waitUntil: 'load', timeout: 60_000 });
    const add = page.getByTestId('buy-box').first().getByRole('button', { name: en.product.buyBox.addToCart });
    await press(page, add, delayMs);
    const kept = await until(async () => (await cartOf(context, base))?.itemCount >= 1);
    return { kept, action: await firstAction(page), marked: await marked(page) };
  } finally {
    await context.close();
  }
}

async function countryTry(browser, base, delayMs) {
  const { context, page } = await throttledPage(browser, [decided(base)]);
  try {
    const seeded = await context.request.post(`${base}/api/cart/items?locale=en`, {
      data: { skuCode: 'FRESHLY-FILTER', quantity: 1 },
    });
    if (!seeded.ok()) throw new Error(`could not seed a cart: ${seeded.status()} ${await seeded.text()}`);
    await page.goto(`${base}/cart`, { waitUntil: 'load', timeout: 60_000 });
    const select = page.getByTestId('country-select');
    const current = await select.inputValue();
    const values = await select.locator('option').evaluateAll((nodes) => nodes.map((node) => node.value));
    const chosen = ['FR', 'AT', 'IT'].find((value) => value !== current && values.includes(value));
    await press(page, select, delayMs);
    await select.selectOption(chosen, { force: true });
    const kept = await until(async () => (await cartOf(context, base))?.country === chosen);
    return { kept, action: await firstAction(page), marked: await marked(page) };
  } finally {
    await context.close();
  }
}

function summarize(label, results) {
  const kept = results.filter((result) => result.kept).length;
  const timed = results.map((result) => result.action).filter(Boolean);
  const before = results.some((result) => result.marked)
    ? `${timed.filter((action) => !action.hydrated).length} before <html data-hydrated>`
    : 'no hydration mark in this build';
  const since = timed.map((action) => action.sinceLoad).filter((value) => value !== null);
  const range = since.length
    ? `${Math.round(Math.min(...since))}…${Math.round(Math.max(...since))} ms after load`
    : 'before load';
  const errors = results.filter((result) => result.error).length;
  console.log(
    `${label.padEnd(34)} ${String(kept).padStart(2)}/${results.length} kept` +
      `   handled ${range}; ${before}` +
      (errors ? `; ${errors} tries failed to run` : ''),
  );
}

async function run(label, total, attempt) {
  const results = [];
  for (let index = 0; index < total; index++) {
    try {
      results.push(await attempt(index));
    } catch (error) {
      console.error(`${label} try ${index + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      results.push({ kept: false, action: null, error: true });
    }
  }
  return results;
}

async function main() {
  if (options.url && !isLoopback(options.url)) throw new Error(`--url must be a loopback http URL, got ${options.url}`);
  console.log(`bench:interactions: CPU ×${cpuRate}; load average at start ${load()}`);
  process.env.SANDBOX_DATA_DIR ??= '.data/bench-interactions-sandbox';
  process.env.DATABASE_DIR ??= '.data/bench-interactions-postgres';
  const port = (name) => (options[name] ? Number(options[name]) : undefined);
  const site = options.url
    ? { base: options.url.replace(/\/$/, '') }
    : await startServer({
        distDir: process.env.NEXT_DIST_DIR || '.next',
        port: port('port'),
        sandboxPort: port('sandbox-port'),
      });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  });
  try {
    // Warm: the first request to each page renders it.
    for (const path of ['/', '/freshly', '/cart']) await fetch(`${site.base}${path}`);
    const consent = await run('consent', tries.consent, () => consentTry(browser, site.base));
    const adds = await run('add', tries.adds, (i) => addTry(browser, site.base, delayOf(i, tries.adds)));
    const countries = await run('country', tries.countries, (i) =>
      countryTry(browser, site.base, delayOf(i, tries.countries)),
    );
    console.log(`\nload average at end ${load()}`);
    summarize('consent kept over an immediate reload', consent);
    summarize(`first add to cart within ${withinMs} ms`, adds);
    summarize(`first country choice within ${withinMs} ms`, countries);
  } finally {
    await browser.close();
    await site.stop?.();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
