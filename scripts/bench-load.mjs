#!/usr/bin/env node
// Bounded load figures over loopback, measured in one run so the ratios compare like with like: a content page
// against a static file (throughput), GET /api/cart, and the add-to-cart round trip (p50/p95/p99). The cart is
// emptied after each add through the cart page's remove form, posted as a browser without JavaScript posts it.
// `--url http://127.0.0.1:3000` targets a running server; without it the build in $NEXT_DIST_DIR is started.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { cookieJar, findForm, getPage, send, submitForm } from './bench/form-post.mjs';
import { startServer } from './fuzz/server.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    adds: { type: 'string', default: '100' },
    page: { type: 'string', default: '/technology' },
    file: { type: 'string', default: '/content/foodprint/green-guru.webp' },
  },
});
const seconds = Math.min(Math.max(Number(options.seconds) || 10, 1), 120);
const concurrency = Math.min(Math.max(Number(options.concurrency) || 8, 1), 64);
const adds = Math.min(Math.max(Number(options.adds) || 100, 5), 2_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function loopback(url) {
  const { hostname, protocol } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** One request; resolves with status, elapsed ms, body text and set-cookie. */
const request = (base, method, path, { headers = {}, body } = {}) =>
  send(new URL(path, base), { method, agent, headers, body });

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

function summary(label, times, statuses, elapsedMs) {
  const sorted = [...times].sort((a, b) => a - b);
  const failed = statuses.filter((status) => status >= 400).length;
  return {
    label,
    requests: times.length,
    failed,
    perSecond: (times.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** `concurrency` workers hitting `path` for `seconds`. */
async function throughput(base, label, path) {
  const times = [];
  const statuses = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < until) {
      const { status, ms } = await request(base, 'GET', path);
      times.push(ms);
      statuses.push(status);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary(label, times, statuses, performance.now() - started);
}

/** Empties the one-line cart as a browser without JavaScript: the cart page, its remove form, a multipart POST. */
async function removeLine(base, cookies) {
  const cart = await getPage(base, '/cart', { agent, cookie: cookies.header() });
  cookies.keep(cart.cookies);
  const form = cart.status === 200 ? findForm(cart.text, { intent: 'remove' }) : undefined;
  if (!form) throw new Error(`the cart page (${cart.status}) has no remove form`);
  const removed = await submitForm(base, '/cart', form, { agent, cookie: cookies.header() });
  if (removed.status !== 303) throw new Error(`removing the line answered ${removed.status}, not 303`);
  cookies.keep(removed.cookies);
}

/** One visitor adds a product and removes it again, `adds` times; the add (POST) is what is timed. */
async function addToCart(base) {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const cookies = cookieJar();
  cookies.keep((await request(base, 'GET', '/api/cart?locale=en')).cookies);
  const times = [];
  const statuses = [];
  const started = performance.now();
  for (let i = 0; i < adds; i++) {
    const body = JSON.stringify({ skuCode: 'FRESHLY-FILTER', quantity: 1 });
    const added = await request(base, 'POST', '/api/cart/items?locale=en', {
      headers: { ...json, ...(cookies.header() ? { cookie: cookies.header() } : {}) },
      body,
    });
    times.push(added.ms);
    statuses.push(added.status);
    cookies.keep(added.cookies);
    if (added.status === 200) await removeLine(base, cookies);
  }
  return summary('add to cart (POST /api/cart/items)', times, statuses, performance.now() - started);
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function main() {
  if (options.url && !loopback(options.url)) throw new Error(`--url must be a loopback http URL, got ${options.url}`);
  const server = options.url ? null : await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  const base = options.url ?? server.base;
  try {
    for (const path of [options.page, options.file, '/api/cart']) await request(base, 'GET', path);
    const file = await throughput(base, `static file ${options.file}`, options.file);
    const page = await throughput(base, `content page ${options.page}`, options.page);
    const cart = await throughput(base, 'GET /api/cart', '/api/cart?locale=en');
    const add = await addToCart(base);
    console.log(`bench:load on ${base}: ${seconds} s per throughput run, ${concurrency} connections, ${adds} adds`);
    for (const row of [file, page, cart, add]) {
      console.log(
        `${row.label.padEnd(52)} ${String(row.requests).padStart(6)} req ${fixed(row.perSecond).padStart(8)}/s ` +
          `p50 ${fixed(row.p50)} ms  p95 ${fixed(row.p95)} ms  p99 ${fixed(row.p99)} ms  (${row.failed} ≥ 400)`,
      );
    }
    console.log(`content page / static file throughput: ${fixed(page.perSecond / file.perSecond, 2)}×`);
    console.log(`GET /api/cart / static file throughput: ${fixed(cart.perSecond / file.perSecond, 2)}×`);
    console.log(`add-to-cart p95 / GET /api/cart p95: ${fixed(add.p95 / cart.p95, 2)}×`);
  } finally {
    agent.destroy();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
