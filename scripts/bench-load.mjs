#!/usr/bin/env node
// Bounded load figures over loopback, measured in one run so the ratios compare like with like: a content page, a
// product page and a blog post (or each `--page`) against a static file (throughput), GET /api/cart, and the
// add-to-cart round trip (p50/p95/p99). The cart is emptied after each add through the cart page's remove form,
// posted as a browser without JavaScript posts it. Measured twice: through the edge cache (nginx, ADR 0034) and at
// the origin alone. `--url http://127.0.0.1:3000 [--origin http://127.0.0.1:13000]` targets a running site; without
// it the build in $NEXT_DIST_DIR is started with `npm start`.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { cookieJar, findForm, getPage, send, submitForm } from './bench/form-post.mjs';
import { freePort, startServer } from './fuzz/server.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    adds: { type: 'string', default: '100' },
    origin: { type: 'string' },
    page: { type: 'string', multiple: true },
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

/** The pages measured: each `--page`, else a content page, a product page and the first blog post listed. */
async function pagesToMeasure(base) {
  if (options.page?.length) return options.page.map((path) => ['page', path]);
  const blog = (await request(base, 'GET', '/blog')).text;
  const post = /href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(blog ?? '')?.[1];
  return [['content page', '/technology'], ['product page', '/freshly'], ...(post ? [['blog post', post]] : [])];
}

/** One full run against `base`, printed under `title`. */
async function measure(base, title) {
  const pages = await pagesToMeasure(base);
  for (const path of [...pages.map(([, path]) => path), options.file, '/api/cart']) await request(base, 'GET', path);
  const file = await throughput(base, `static file ${options.file}`, options.file);
  const measured = [];
  for (const [kind, path] of pages) measured.push(await throughput(base, `${kind} ${path}`, path));
  const cart = await throughput(base, 'GET /api/cart', '/api/cart?locale=en');
  const add = await addToCart(base);
  console.log(
    `bench:load on ${base} (${title}): ${seconds} s per throughput run, ${concurrency} connections, ${adds} adds`,
  );
  for (const row of [file, ...measured, cart, add]) {
    console.log(
      `${row.label.padEnd(52)} ${String(row.requests).padStart(6)} req ${fixed(row.perSecond).padStart(8)}/s ` +
        `p50 ${fixed(row.p50)} ms  p95 ${fixed(row.p95)} ms  p99 ${fixed(row.p99)} ms  (${row.failed} ≥ 400)`,
    );
  }
  for (const page of measured)
    console.log(`${page.label.split(' /')[0]} / static file throughput: ${fixed(page.perSecond / file.perSecond, 2)}×`);
  console.log(`GET /api/cart / static file throughput: ${fixed(cart.perSecond / file.perSecond, 2)}×`);
  console.log(`add-to-cart p95 / GET /api/cart p95: ${fixed(add.p95 / cart.p95, 2)}×`);
}

async function main() {
  for (const url of [options.url, options.origin].filter(Boolean))
    if (!loopback(url)) throw new Error(`--url and --origin must be loopback http URLs, got ${url}`);
  // Started here, the site's origin gets a known port behind the edge, so both can be measured.
  if (!options.url) process.env.EDGE_ORIGIN_PORT = String(await freePort());
  const server = options.url ? null : await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  const base = options.url ?? server.base;
  const origin = options.origin ?? (options.url ? undefined : `http://127.0.0.1:${process.env.EDGE_ORIGIN_PORT}`);
  try {
    const edged = (await fetch(new URL('/technology', base))).headers.has('x-cache-status');
    await measure(base, edged ? 'through the edge cache' : 'no edge cache in front');
    if (origin && origin !== base && edged) await measure(origin, 'the origin alone');
  } finally {
    agent.destroy();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
