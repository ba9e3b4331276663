#!/usr/bin/env node
// Bounded load figures over loopback, measured in one run so the ratios compare like with like: a content page, a
// product page and a blog post (or each `--page`) against a static file (throughput), GET /api/cart, and the
// add-to-cart round trip (p50/p95/p99). The cart is emptied after each add through the cart page's remove form,
// posted as a browser without JavaScript posts it. Measured twice: through the edge cache (nginx, ADR 0034) and at
// the origin alone. `--url http://127.0.0.1:3000 [--origin http://127.0.0.1:13000]` targets a running site; without
// it the build in $NEXT_DIST_DIR is started with `npm start`.
// `--tracing` starts that build twice instead, untraced and traced (spans exported to a sink this script runs, sampled
// as OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG say, if set), both servers pinned to the last CPU and this script
// with everything else it starts (sandboxes, databases, mail) to the others (taskset; `--no-pin` leaves placement to
// the scheduler). Each row is measured in pairs of short windows (`--window`, 2 s), one on each site, alternating
// which goes first: `--seconds` (10) per site and row in each of `--rounds` (3) rounds over all rows, both sites
// started afresh for each round, in turn first. The add to cart's windows are timed too. Per row it prints each site's
// pooled figures, then tracing's cost: throughput as the median of the pairs' on/off ratios with its 95 % confidence
// interval, their interquartile range and extremes; p95 of each site's pooled requests; each server process's CPU per
// request, taken over the row's whole time (idle windows included, as the traced site exports on a timer); a verdict
// against the targets (at most 5 % less, at most 2 ms more), "unresolved" where the interval straddles −5 %; and every
// pair's ratio. `--control` leaves the second site untraced too: the same figures then show what two like sites
// differ by (ADRs 0082, 0083).
import http from 'node:http';
import { parseArgs } from 'node:util';
import { cookieJar, findForm, getPage, send, submitForm } from './bench/form-post.mjs';
import { cpuPlacement } from './bench/cpu-placement.mjs';
import { startOtlpReceiver } from './bench/otlp-receiver.mjs';
import { cpuMs, listenerPid } from './bench/process-cpu.mjs';
import { freePort, startServer } from './fuzz/server.mjs';
import { isLoopback } from './bench/loopback.mjs';

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
    rounds: { type: 'string', default: '3' },
    window: { type: 'string', default: '2' },
    control: { type: 'boolean', default: false },
    pin: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const seconds = Math.min(Math.max(Number(options.seconds) || 10, 1), 120);
const concurrency = Math.min(Math.max(Number(options.concurrency) || 8, 1), 64);
const adds = Math.min(Math.max(Number(options.adds) || 100, 5), 2_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One request; resolves with status, elapsed ms, body text and set-cookie. */
const request = (base, method, path, { headers = {}, body } = {}) =>
  send(new URL(path, base), { method, agent, headers, body });

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/**
 * A 95 % confidence interval of the median of `sorted`, free of any assumed distribution: the order statistics k and
 * n + 1 − k, k the largest with P(Binomial(n, ½) < k) ≤ 2.5 %; the extremes when n is too small for one.
 */
function medianInterval(sorted) {
  const n = sorted.length;
  let [k, below, term] = [0, 0, 0.5 ** n];
  while (k < n / 2 && below + term <= 0.025) {
    below += term;
    term *= (n - k) / (k + 1);
    k++;
  }
  return k === 0 ? [sorted[0], sorted.at(-1)] : [sorted[k - 1], sorted[n - k]];
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

/** Windows of the same row as one: all their requests over all their time. */
const merged = (windows) =>
  summary(
    windows[0].label,
    windows.flatMap((window) => window.times),
    windows.flatMap((window) => window.statuses),
    windows.reduce((sum, window) => sum + window.elapsedMs, 0),
  );

/** `concurrency` workers hitting `path` for `ms` (default `--seconds`). */
async function throughput(base, label, path, ms = seconds * 1000) {
  const times = [];
  const statuses = [];
  const until = performance.now() + ms;
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

/** A visitor with a cart session on `base`. */
async function visitor(base) {
  const cookies = cookieJar();
  cookies.keep((await request(base, 'GET', '/api/cart?locale=en')).cookies);
  return cookies;
}

/** One visitor adds a product and removes it again, `adds` times (or for `ms`); the add (POST) is what is timed. */
async function addToCart(base, { cookies, ms } = {}) {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  cookies ??= await visitor(base);
  const times = [];
  const statuses = [];
  const started = performance.now();
  const more = (i) => (ms === undefined ? i < adds : performance.now() < started + ms);
  for (let i = 0; more(i); i++) {
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

/** What every run measures: the static file, each page, GET /api/cart, the add to cart. */
const rowsFor = (pages) => [
  { label: `static file ${options.file}`, path: options.file },
  ...pages.map(([kind, path]) => ({ label: `${kind} ${path}`, path })),
  { label: 'GET /api/cart', path: '/api/cart?locale=en' },
  { label: 'add to cart (POST /api/cart/items)', kind: 'add' },
];

/** One measurement of `row` against `base`: for `ms`, else `--seconds` (or `--adds` adds). */
const measureRow = (row, base, { ms, cookies } = {}) =>
  row.kind === 'add' ? addToCart(base, { cookies, ms }) : throughput(base, row.label, row.path, ms);

/** Every row of `pages` against `base`, one after another. */
async function measureRows(base, pages) {
  for (const path of [...pages.map(([, path]) => path), options.file, '/api/cart']) await request(base, 'GET', path);
  const rows = [];
  for (const row of rowsFor(pages)) rows.push(await measureRow(row, base));
  return rows;
}

function printRows(base, title, rows, how = `${seconds} s per throughput run, ${adds} adds`) {
  console.log(`bench:load on ${base} (${title}): ${how}, ${concurrency} connections`);
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

/** One window of `ms` of a row's load against `base`. */
const windowOf = (row, base, ms) => measureRow(row, base, { ms, cookies: row.cookies[base] });

/**
 * The build at its origin twice, side by side: untraced, and traced with spans sent over OTLP (http/protobuf, the
 * default) to a sink on loopback; the sandbox does not trace (SANDBOX_TRACES=off), as the hosted platform's work is
 * not the site's. Each row is measured in pairs of short windows (`--window` s, one on each site, the first of each
 * pair alternating), `--seconds` of them per site and row in each of `--rounds` rounds over all rows, so a change in
 * the machine's load meets both sites of a pair alike; each round starts both sites afresh, the other one first.
 * Printed per row: throughput on against off as the median of the pairs' ratios (with their interquartile range and
 * extremes), p95 of all requests of each site, and each server process's CPU per request over the row's whole time
 * (its idle windows too: the batch exports on a timer).
 */
async function compareTracing() {
  if (options.url) throw new Error('--tracing starts the site itself, twice: leave out --url');
  const rounds = Math.min(Math.max(Number(options.rounds) || 3, 1), 10);
  const windowMs = Math.min(Math.max(Number(options.window) || 2, 0.5), 5) * 1000;
  const pairs = Math.max(1, Math.round((seconds * 1000) / windowMs));
  const placement = options.pin ? cpuPlacement() : undefined;
  placement?.pinSelf();
  const sink = await startOtlpReceiver({ keep: false });
  // --control: the second site untraced too, so the figures show what two like sites differ by on this machine.
  const traced = options.control ? {} : { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, SANDBOX_TRACES: 'off' };
  const modes = ['off', 'on'];
  const sites = {};
  const stopSites = () => Promise.all(modes.map((mode) => sites[mode]?.stop()));
  let rows;
  try {
    for (let round = 0; round < rounds; round++) {
      // Fresh processes each round, in turn first: neither one process's luck nor the start order weighs on a row.
      for (const mode of round % 2 ? ['on', 'off'] : modes)
        sites[mode] = await startSite(`tracing-${mode}`, mode === 'on' ? traced : {});
      const pids = Object.fromEntries(modes.map((mode) => [mode, listenerPid(Number(new URL(sites[mode].base).port))]));
      for (const mode of modes) placement?.pinServer(pids[mode]);
      const bases = modes.map((mode) => sites[mode].base);
      rows ??= rowsFor(await pagesToMeasure(bases[0])).map((row) => ({
        ...row,
        cookies: {},
        windows: { off: [], on: [] },
        cpuMs: { off: 0, on: 0 },
        ratios: [],
        onFirst: [],
      }));
      // Warm: one window of each row on each site, not counted.
      for (const row of rows) {
        if (row.kind === 'add') for (const base of bases) row.cookies[base] = await visitor(base);
        for (const base of bases) await windowOf(row, base, 1000);
      }
      for (const row of rows) {
        const cpuBefore = modes.map((mode) => cpuMs(pids[mode]));
        for (let pair = 0; pair < pairs; pair++) {
          const onFirst = (round * pairs + pair) % 2 === 1;
          const measured = {};
          for (const mode of onFirst ? ['on', 'off'] : modes)
            measured[mode] = await windowOf(row, sites[mode].base, windowMs);
          for (const mode of modes) row.windows[mode].push(measured[mode]);
          row.ratios.push(measured.on.perSecond / measured.off.perSecond);
          row.onFirst.push(onFirst);
        }
        modes.forEach((mode, i) => (row.cpuMs[mode] += cpuMs(pids[mode]) - cpuBefore[i]));
      }
      await stopSites();
    }
    const pooled = Object.fromEntries(
      modes.map((mode) => [mode, rows.map((row) => ({ ...merged(row.windows[mode]), cpuMs: row.cpuMs[mode] }))]),
    );
    const windows = `${pairs} pairs of ${fixed(windowMs / 1000)} s windows per row`;
    const how = `${rounds} rounds (fresh processes each) × ${windows}, pooled`;
    for (const mode of modes) printRows(process.env.NEXT_DIST_DIR || '.next', `tracing ${mode}`, pooled[mode], how);
    console.log(`the sink received ${sink.posts()} exports, ${fixed(sink.bytes() / 1024, 0)} kB`);
    console.log(
      placement
        ? `CPUs: both servers on ${placement.server}, the load generator, sandboxes, databases and mail on ${placement.rest}`
        : 'CPUs: not pinned (--no-pin, one CPU or no taskset): processes go where the scheduler puts them',
    );
    const { OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: ratio } = process.env;
    const sampled = sampler ? `${sampler} ${ratio ?? ''}`.trim() : 'default, every traced request';
    console.log(
      `${options.control ? 'control, both sites untraced ("on": the second)' : `tracing on (sampler: ${sampled})`} ` +
        'against off (targets: at most 5 % less throughput, at most 2 ms more p95). Throughput: the median of the ' +
        'pairs’ on/off ratios (its 95 % confidence interval) [interquartile range; min–max]; p95 of all requests; the server ' +
        "process's CPU per request over the row's whole time:",
    );
    const signed = (value, unit, digits = 1) => `${value >= 0 ? '+' : ''}${fixed(value, digits)}${unit}`;
    const percent = (share) => signed((share - 1) * 100, ' %');
    rows.forEach((row, i) => {
      const [off, on] = modes.map((mode) => pooled[mode][i]);
      const [cpuOff, cpuOn] = [off, on].map((pool) => pool.cpuMs / pool.requests);
      const ratios = [...row.ratios].sort((a, b) => a - b);
      const median = percentile(ratios, 50);
      const [low, high] = medianInterval(ratios);
      // Judged by the interval: the target is shown met or missed only where the whole interval is on one side of it.
      const p95Within = on.p95 - off.p95 <= 2;
      const verdict = !p95Within || high < 0.95 ? 'NOT within' : low >= 0.95 ? 'within both' : 'unresolved';
      console.log(
        `${row.label.padEnd(52)} ${percent(median).padStart(8)} (95 % CI ${percent(low)} … ${percent(high)}) ` +
          `[${percent(percentile(ratios, 25))}, ${percent(percentile(ratios, 75))}; ${percent(ratios[0])}, ` +
          `${percent(ratios.at(-1))}] ` +
          `(${fixed(off.perSecond)} → ${fixed(on.perSecond)}/s)  p95 ${fixed(off.p95)} → ${fixed(on.p95)} ms ` +
          `(${signed(on.p95 - off.p95, ' ms')})  CPU ${fixed(cpuOff, 2)} → ${fixed(cpuOn, 2)} ms/req ` +
          `(${signed(cpuOn - cpuOff, ' ms', 2)})  ${verdict}`,
      );
    });
    console.log('each pair, in time order (on/off − 1, %; * where the traced site went first; | between rounds):');
    for (const row of rows) {
      const each = row.ratios.map((share, i) => `${fixed((share - 1) * 100, 0)}${row.onFirst[i] ? '*' : ''}`);
      const byRound = Array.from({ length: rounds }, (_, round) => each.slice(round * pairs, (round + 1) * pairs));
      console.log(`${row.label.padEnd(52)} ${byRound.map((round) => round.join(' ')).join(' | ')}`);
    }
  } finally {
    await stopSites();
    await sink.close();
  }
}

async function main() {
  for (const url of [options.url, options.origin].filter(Boolean))
    if (!isLoopback(url)) throw new Error(`--url and --origin must be loopback http URLs, got ${url}`);
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
