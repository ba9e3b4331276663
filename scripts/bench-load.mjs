#!/usr/bin/env node
// Bounded load figures over loopback, measured in one run so the ratios compare like with like: a content page, a
// product page and a blog post (or each `--page`) against a static file (throughput), GET /api/cart, and the
// add-to-cart round trip (p50/p95/p99). The cart is emptied after each add through the cart page's remove form,
// posted as a browser without JavaScript posts it. Measured twice: through the edge cache (nginx, ADR 0034) and at
// the origin alone. `--url http://127.0.0.1:3000 [--origin http://127.0.0.1:13000]` targets a running site; without
// it the build in $NEXT_DIST_DIR is started with `npm start`. `--tracing` starts that build twice instead, once with
// OpenTelemetry traces exported to a sink this script runs, and prints what tracing costs at the origin (sampled as
// OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG say, if set).
import http from 'node:http';
import { parseArgs } from 'node:util';
import { cookieJar, findForm, getPage, send, submitForm } from './bench/form-post.mjs';
import { startOtlpReceiver } from './bench/otlp-receiver.mjs';
import { cpuMs, listenerPid } from './bench/process-cpu.mjs';
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
    tracing: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '2' },
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
    times,
    statuses,
    elapsedMs,
  };
}

const total = (rows, field) => rows.reduce((sum, row) => sum + row[field], 0);

/** Rows of the same label from several runs as one: all their requests over all their time (and CPU). */
const merged = (rows) => ({
  ...summary(
    rows[0].label,
    rows.flatMap((row) => row.times),
    rows.flatMap((row) => row.statuses),
    total(rows, 'elapsedMs'),
  ),
  cpuMs: total(rows, 'cpuMs'),
});

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

/** The site's public origin: measured at the origin alone, forms are posted as the edge forwards them. */
let site;

/** Empties the one-line cart as a browser without JavaScript: the cart page, its remove form, a multipart POST. */
async function removeLine(base, cookies) {
  const cart = await getPage(base, '/cart', { agent, cookie: cookies.header() });
  cookies.keep(cart.cookies);
  const form = cart.status === 200 ? findForm(cart.text, { intent: 'remove' }) : undefined;
  if (!form) throw new Error(`the cart page (${cart.status}) has no remove form`);
  const removed = await submitForm(base, '/cart', form, { agent, cookie: cookies.header(), site });
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

/**
 * Every measurement of `pages` against `base`: the static file, each page, GET /api/cart, the add to cart; with
 * `pid`, each row also has the CPU time that process spent on it.
 */
async function measureRows(base, pages, pid) {
  for (const path of [...pages.map(([, path]) => path), options.file, '/api/cart']) await request(base, 'GET', path);
  const runs = [() => throughput(base, `static file ${options.file}`, options.file)];
  for (const [kind, path] of pages) runs.push(() => throughput(base, `${kind} ${path}`, path));
  runs.push(
    () => throughput(base, 'GET /api/cart', '/api/cart?locale=en'),
    () => addToCart(base),
  );
  const rows = [];
  for (const run of runs) {
    const cpuBefore = pid ? cpuMs(pid) : NaN;
    const row = await run();
    rows.push({ ...row, cpuMs: pid ? cpuMs(pid) - cpuBefore : NaN });
  }
  return rows;
}

function printRows(base, title, rows) {
  console.log(
    `bench:load on ${base} (${title}): ${seconds} s per throughput run, ${concurrency} connections, ${adds} adds`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(52)} ${String(row.requests).padStart(6)} req ${fixed(row.perSecond).padStart(8)}/s ` +
        `p50 ${fixed(row.p50)} ms  p95 ${fixed(row.p95)} ms  p99 ${fixed(row.p99)} ms  (${row.failed} ≥ 400)`,
    );
  }
}

/** One full run against `base`, printed under `title`. */
async function measure(base, title) {
  const rows = await measureRows(base, await pagesToMeasure(base));
  printRows(base, title, rows);
  const [file, ...measured] = rows.slice(0, -2);
  const [cart, add] = rows.slice(-2);
  for (const page of measured)
    console.log(`${page.label.split(' /')[0]} / static file throughput: ${fixed(page.perSecond / file.perSecond, 2)}×`);
  console.log(`GET /api/cart / static file throughput: ${fixed(cart.perSecond / file.perSecond, 2)}×`);
  console.log(`add-to-cart p95 / GET /api/cart p95: ${fixed(add.p95 / cart.p95, 2)}×`);
}

/** Starts the build at its origin with `env` added, on data directories of its own. */
async function startSite(name, env) {
  const added = {
    ...env,
    EDGE_CACHE: 'off',
    SANDBOX_DATA_DIR: `.data/bench-${name}/sandbox`,
    DATABASE_DIR: `.data/bench-${name}/postgres`,
  };
  const saved = Object.fromEntries(Object.keys(added).map((key) => [key, process.env[key]]));
  Object.assign(process.env, added);
  try {
    return await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}

/**
 * The build at its origin twice, side by side: untraced, and traced with spans sent over OTLP (http/protobuf, the
 * default) to a sink on loopback; the sandbox does not trace (SANDBOX_TRACES=off), as the hosted platform's work is
 * not the site's. `--rounds` runs of each, alternating which goes first, so a change in the machine's load meets both.
 */
async function compareTracing() {
  if (options.url) throw new Error('--tracing starts the site itself, twice: leave out --url');
  const rounds = Math.min(Math.max(Number(options.rounds) || 2, 1), 10);
  const sink = await startOtlpReceiver({ keep: false });
  const sites = {};
  try {
    sites.off = await startSite('tracing-off', {});
    sites.on = await startSite('tracing-on', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, SANDBOX_TRACES: 'off' });
    const pages = await pagesToMeasure(sites.off.base);
    const pids = {
      off: listenerPid(Number(new URL(sites.off.base).port)),
      on: listenerPid(Number(new URL(sites.on.base).port)),
    };
    const runs = { off: [], on: [] };
    for (let round = 0; round < rounds; round++)
      for (const mode of round % 2 ? ['on', 'off'] : ['off', 'on'])
        runs[mode].push(await measureRows(sites[mode].base, pages, pids[mode]));
    const rows = Object.fromEntries(
      ['off', 'on'].map((mode) => [mode, runs[mode][0].map((_, i) => merged(runs[mode].map((run) => run[i])))]),
    );
    for (const mode of ['off', 'on']) printRows(sites[mode].base, `tracing ${mode}, ${rounds} rounds`, rows[mode]);
    console.log(`the sink received ${sink.posts()} exports, ${fixed(sink.bytes() / 1024, 0)} kB`);
    const { OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: ratio } = process.env;
    console.log(
      `tracing on (sampler: ${sampler ? `${sampler} ${ratio ?? ''}`.trim() : 'default, every traced request'}) ` +
        'against off (targets: at most 5 % less throughput, at most 2 ms more p95); the server ' +
        "process's CPU per request, which other load on the machine bends less:",
    );
    const signed = (value, unit, digits = 1) => `${value >= 0 ? '+' : ''}${fixed(value, digits)}${unit}`;
    rows.off.forEach((off, i) => {
      const on = rows.on[i];
      const [cpuOff, cpuOn] = [off, on].map((row) => row.cpuMs / row.requests);
      console.log(
        `${off.label.padEnd(52)} ${fixed(off.perSecond).padStart(8)}/s → ${fixed(on.perSecond).padStart(8)}/s ` +
          `(${signed((on.perSecond / off.perSecond - 1) * 100, ' %')})  p95 ${fixed(off.p95)} → ${fixed(on.p95)} ms ` +
          `(${signed(on.p95 - off.p95, ' ms')})  CPU ${fixed(cpuOff, 2)} → ${fixed(cpuOn, 2)} ms/req ` +
          `(${signed(cpuOn - cpuOff, ' ms', 2)})`,
      );
    });
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
    await sink.close();
  }
}

async function main() {
  for (const url of [options.url, options.origin].filter(Boolean))
    if (!loopback(url)) throw new Error(`--url and --origin must be loopback http URLs, got ${url}`);
  if (options.tracing) return compareTracing().finally(() => agent.destroy());
  // Started here, the site's origin gets a known port behind the edge, so both can be measured.
  if (!options.url) process.env.EDGE_ORIGIN_PORT = String(await freePort());
  const server = options.url ? null : await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  const base = options.url ?? server.base;
  site = base;
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
