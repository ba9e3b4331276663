#!/usr/bin/env node
// Bounded abuse figures over loopback (docs/adr/0019-fair-limits.md): shoppers behind one address against scripts
// creating carts or spraying coupons from one. Distinct clients use distinct loopback source addresses; a spoofed
// X-Forwarded-For appears only where it must change nothing. `--url http://127.0.0.1:3000` targets a running
// server (whose RATE_LIMIT_SCALE multiplies every count); without it the build in $NEXT_DIST_DIR is started with
// fresh data and no scale. Codes are tried through the cart page's coupon form, posted as a browser without
// JavaScript posts it (the cart's server action answers a refusal, the limit's included, in the page).
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { cookieJar, findForm, getPage, submitForm } from './bench/form-post.mjs';
import { isLoopback } from './bench/loopback.mjs';
import { startServer } from './fuzz/server.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    shoppers: { type: 'string', default: '150' },
    minutes: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '4' },
    net: { type: 'string', default: '0' },
  },
});
const bounded = (value, low, high, fallback) => Math.min(Math.max(Number(value) || fallback, low), high);
const shoppers = bounded(options.shoppers, 1, 300, 150);
const arrivalMs = bounded(options.minutes, 0.1, 2, 2) * 60_000;
const scriptMs = bounded(options.seconds, 5, 90, 60) * 1000;
const concurrency = bounded(options.concurrency, 1, 16, 4);
const scriptCap = 3000;
// Another second octet per run keeps a running server's counters of an earlier run out of the figures.
const net = bounded(options.net, 0, 254, 0);
const address = (host) => `127.${net}.0.${host}`;

const agents = new Map();
function agentFor(localAddress) {
  if (!agents.has(localAddress)) agents.set(localAddress, new http.Agent({ keepAlive: true, localAddress }));
  return agents.get(localAddress);
}

/** One JSON request from `from`; resolves with status, parsed body, Retry-After and the cookies it set. */
function request(base, from, method, path, { cookie, body, spoof } = {}) {
  const headers = { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) };
  if (cookie) headers.cookie = cookie;
  if (spoof) headers['x-forwarded-for'] = spoof;
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method, headers, agent: agentFor(from), timeout: 30_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const cookies = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode, json, retryAfter: res.headers['retry-after'], cookies });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const item = { skuCode: 'FRESHLY-FILTER', quantity: 1 };
const addPath = '/api/cart/items?locale=en';
const randomAddress = () => Array.from({ length: 4 }, () => 1 + Math.floor(Math.random() * 223)).join('.');

/** (a) `shoppers` visitors, each with its own jar, arriving evenly over the window from one address. */
async function shoppersBehindOneAddress(base, from) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: shoppers }, async (_, index) => {
      await sleep((arrivalMs * index) / shoppers);
      const cookies = cookieJar();
      const added = await request(base, from, 'POST', addPath, { body: item, cookie: cookies.header() });
      cookies.keep(added.cookies);
      return added.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { succeeded: statuses.filter((status) => status === 200).length, statuses, seconds };
}

/**
 * (b, c) One script creating carts from one address as fast as it can, until the first 429 or the bound. Without
 * cookies every add is a new cart (`concurrency` at once); with cookies it keeps one visitor and makes each new
 * cart by switching between private and business (every switch re-creates the order in the other market).
 */
async function cartScript(base, from, { cookies: keepCookies, spoof }) {
  const started = performance.now();
  const until = started + scriptMs;
  let created = 0;
  let other = 0;
  let throttled;
  const stamp = (response) => {
    throttled ??= {
      seconds: (performance.now() - started) / 1000,
      created,
      retryAfter: response.retryAfter,
      text: response.json?.error,
    };
  };
  const header = () => (spoof ? { spoof: randomAddress() } : {});
  if (!keepCookies) {
    const worker = async () => {
      while (!throttled && performance.now() < until && created + other < scriptCap) {
        const added = await request(base, from, 'POST', addPath, { body: item, ...header() });
        if (added.status === 429) stamp(added);
        else if (added.status === 200) created += 1;
        else other += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } else {
    const cookies = cookieJar();
    const first = await request(base, from, 'POST', addPath, { body: item, ...header() });
    cookies.keep(first.cookies);
    if (first.status === 200) created += 1;
    for (let step = 0; !throttled && performance.now() < until && created + other < scriptCap; step++) {
      const body = { customerType: step % 2 ? 'consumer' : 'business' };
      const moved = await request(base, from, 'PUT', '/api/cart/place?locale=en', {
        body,
        cookie: cookies.header(),
        ...header(),
      });
      cookies.keep(moved.cookies);
      if (moved.status === 429) stamp(moved);
      else if (moved.status === 200) created += 1;
      else other += 1;
    }
  }
  return { created, other, throttled, seconds: (performance.now() - started) / 1000 };
}

const cartPath = '/cart';
// The limit's refusal as the cart shows it by the coupon field (lib/cart/refusal-message.ts: http.errors).
const throttledText = JSON.parse(readFileSync('messages/en.json', 'utf8')).http.errors.tooManyRequests;
const couponError = (html) => html.match(/data-testid="coupon-error"[^>]*>([^<]*)</)?.[1];

/**
 * (d) One cart trying codes through the cart page's coupon form until the limit's refusal or the bound; each
 * refused code answers the page again (200, the refusal in place) with the form for the next one.
 */
async function couponSpray(base, from) {
  const agent = agentFor(from);
  const cookies = cookieJar();
  cookies.keep((await request(base, from, 'POST', addPath, { body: item })).cookies);
  let page = await getPage(base, cartPath, { agent, cookie: cookies.header() });
  const started = performance.now();
  let tried = 0;
  while (tried < 500 && performance.now() - started < scriptMs) {
    const form = findForm(page.text, { intent: 'coupon' });
    if (!form) throw new Error(`the cart page (${page.status}) has no coupon form`);
    const answer = await submitForm(base, cartPath, form, {
      fill: { code: `GUESS${tried}` },
      agent,
      cookie: cookies.header(),
    });
    cookies.keep(answer.cookies);
    const text = couponError(answer.text);
    if (answer.status === 429 || text === throttledText) return { tried, throttled: true, status: answer.status, text };
    tried += 1;
    page = answer.status === 200 ? answer : await getPage(base, cartPath, { agent, cookie: cookies.header() });
  }
  return { tried, throttled: false };
}

function describe(label, run) {
  const when = run.throttled
    ? `throttled after ${run.throttled.seconds.toFixed(1)} s and ${run.throttled.created} carts ` +
      `(429, Retry-After ${run.throttled.retryAfter} s, "${run.throttled.text}")`
    : `NOT throttled within ${run.seconds.toFixed(1)} s (${run.created} carts)`;
  console.log(`${label.padEnd(58)} ${when}${run.other ? `; ${run.other} other refusals` : ''}`);
}

async function main() {
  if (options.url) {
    if (!isLoopback(options.url)) throw new Error(`--url must be a loopback http URL, got ${options.url}`);
  } else {
    rmSync('.data/bench-abuse', { recursive: true, force: true });
    process.env.SANDBOX_DATA_DIR = '.data/bench-abuse/sandbox';
    process.env.DATABASE_DIR = '.data/bench-abuse/postgres';
    delete process.env.DATABASE_URL;
    delete process.env.RATE_LIMIT_SCALE;
    delete process.env.TRUSTED_PROXY_HOPS;
  }
  const server = options.url ? null : await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  const base = options.url ?? server.base;
  try {
    await request(base, address(9), 'GET', '/api/cart?locale=en');
    console.log(`bench:abuse on ${base}${options.url ? ' (its RATE_LIMIT_SCALE multiplies the counts)' : ''}`);
    const crowd = await shoppersBehindOneAddress(base, address(1));
    const others = crowd.statuses.filter((status) => status !== 200);
    console.log(
      `(a) ${shoppers} shoppers, own cookie jars, from ${address(1)} over ${crowd.seconds.toFixed(0)} s: ` +
        `${crowd.succeeded} of ${shoppers} added to cart${others.length ? ` (refused: ${others.join(', ')})` : ''}`,
    );
    describe(`(b) script without cookies from ${address(2)}`, await cartScript(base, address(2), {}));
    describe(`(b) script with cookies from ${address(3)}`, await cartScript(base, address(3), { cookies: true }));
    describe(
      `(c) as (b) without cookies, spoofed XFF, from ${address(4)}`,
      await cartScript(base, address(4), { spoof: true }),
    );
    describe(
      `(c) as (b) with cookies, spoofed XFF, from ${address(5)}`,
      await cartScript(base, address(5), { cookies: true, spoof: true }),
    );
    const spray = await couponSpray(base, address(6));
    console.log(
      `(d) coupon spraying from one cart at ${address(6)}`.padEnd(58) +
        (spray.throttled
          ? ` throttled after ${spray.tried} codes (${spray.status}, "${spray.text}" by the coupon field)`
          : ` NOT throttled after ${spray.tried} codes`),
    );
  } finally {
    for (const agent of agents.values()) agent.destroy();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
