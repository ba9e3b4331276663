#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling) on an empty Next app built with the project's own `next` and on
// the site's production build, interleaved over N rounds on one machine, so the medians compare like with like. Each
// page is judged against Core Web Vitals' "good" under Lighthouse's mobile simulation (the budget below); the empty
// app's figures are printed beside them. Loopback only; every Lighthouse run and server start is time-bounded.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { lcpWeightKb } from './bench/lcp-weight.mjs';
import { launchChromium, lighthouse } from './bench/lighthouse.mjs';
import { isLoopback } from './bench/loopback.mjs';
import { freePort, startServer } from './fuzz/server.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    port: { type: 'string' },
    'sandbox-port': { type: 'string' },
    'baseline-port': { type: 'string' },
    url: { type: 'string' },
    // Lighthouse's default; its throttling docs size 4x for a high-end desktop host and less for slower ones.
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const rounds = Math.min(Math.max(Number(options.rounds) || 3, 1), 10);
const root = process.cwd();
const nextBin = join(root, 'node_modules/.bin/next');
const runTimeoutMs = 120_000;
const budget = { score: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const portOption = (name) => (options[name] ? Number(options[name]) : undefined);

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds an empty Next app beside the project (so it resolves the project's own `next`) and serves it. */
async function startBaseline() {
  // Inside the project: Turbopack refuses modules reached through a symlink out of its root.
  const dir = resolve(root, `.next-bench-baseline-${process.pid}`);
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  // Its own (empty) config, or Next would find the project's by walking up.
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(
    join(dir, 'app/layout.js'),
    "export const metadata = { title: 'Baseline' };\n" +
      'export default function RootLayout({ children }) {\n' +
      '  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  writeFileSync(join(dir, 'app/page.js'), 'export default function Page() {\n  return <h1>Empty Next app</h1>;\n}\n');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, encoding: 'utf8', timeout: 600_000 });
  if (build.status !== 0) {
    remove();
    throw new Error(`baseline build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const port = portOption('baseline-port') ?? (await freePort());
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((done) => child.once('exit', done)), sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    remove();
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function blogPostPath(base) {
  const html = await (await fetch(`${base}/blog`)).text();
  const match = html.match(/href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/);
  if (!match) throw new Error('no blog post link found on /blog');
  return match[1];
}

function scriptKb(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + item.transferSize, 0);
  return bytes / 1024;
}

// Lighthouse's own words for a trace it failed to record: the run is repeated (at most twice), not the bench ended.
const retriedErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);

const cpuSlowdownMultiplier = Number(options['cpu-slowdown']);
if (!(cpuSlowdownMultiplier > 0))
  throw new Error(`--cpu-slowdown must be a positive number, got ${options['cpu-slowdown']}`);

async function audit(chrome, url, attempt = 1) {
  const run = lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    throttling: { cpuSlowdownMultiplier },
  });
  const timeout = sleep(runTimeoutMs).then(() => {
    throw new Error(`Lighthouse on ${url} took over ${runTimeoutMs / 1000} s`);
  });
  const { lhr, artifacts } = await Promise.race([run, timeout]);
  if (lhr.runtimeError && retriedErrors.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`  (${lhr.runtimeError.code} on ${url}: running it again)`);
    return audit(chrome, url, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    score: lhr.categories.performance.score,
    seo: lhr.categories.seo.score,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: scriptKb(lhr),
    lcpKb: lcpWeightKb(lhr, artifacts?.Trace?.traceEvents),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const signed = (value, digits) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)}` : '-');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function report(pages, results, baseline) {
  const rows = pages.map((page) => {
    const runs = results.get(page.label);
    return {
      label: page.label,
      path: page.path,
      runs: runs.length,
      score: median(runs.map((run) => run.score)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
      jsKb: median(runs.map((run) => run.jsKb)),
      lcpKb: median(runs.map((run) => run.lcpKb)),
      seo: median(runs.map((run) => run.seo)),
    };
  });
  const base = rows.find((row) => row.label === baseline);
  console.log(
    `${'page'.padEnd(10)} ${'path'.padEnd(34)} runs  perf    LCP s  LCP kB  TBT ms   CLS   JS kB   SEO  ΔJS kB  verdict`,
  );
  for (const row of rows) {
    const misses = [];
    // In hundredths, as Lighthouse gives scores.
    if (!(Math.round(row.score * 100) / 100 >= budget.score)) misses.push(`perf ${fixed(row.score, 2)}`);
    if (!(row.lcp <= budget.lcpMs)) misses.push(`LCP ${fixed(row.lcp / 1000, 2)} s`);
    if (!(row.tbt <= budget.tbtMs)) misses.push(`TBT ${fixed(row.tbt, 0)} ms`);
    if (!(row.cls <= budget.cls)) misses.push(`CLS ${fixed(row.cls, 3)}`);
    const verdict = row === base ? 'empty app' : misses.length ? `MISS: ${misses.join(', ')}` : 'ok';
    console.log(
      `${row.label.padEnd(10)} ${row.path.padEnd(34)} ${String(row.runs).padStart(4)}  ${fixed(row.score, 2)}  ` +
        `${fixed(row.lcp / 1000, 2).padStart(6)}  ${fixed(row.lcpKb, 0).padStart(6)}  ${fixed(row.tbt, 0).padStart(6)}  ` +
        `${fixed(row.cls, 3)}  ${fixed(row.jsKb, 1).padStart(5)}  ${fixed(row.seo, 2)}  ` +
        `${signed(row.jsKb - base.jsKb, 1).padStart(6)}  ${verdict}`,
    );
  }
  console.log(
    `budget per page (medians): perf ≥ ${budget.score}, LCP ≤ ${budget.lcpMs / 1000} s, TBT ≤ ${budget.tbtMs} ms, ` +
      `CLS ≤ ${budget.cls}; ΔJS kB: scripts transferred (gzip) beyond the empty app's`,
  );
  console.log(
    'LCP kB: what the simulated LCP waited for (requests finished before the observed paint; scripts/bench/lcp-weight.mjs)',
  );
}

async function main() {
  if (options.url && !isLoopback(options.url)) throw new Error(`--url must be a loopback http URL, got ${options.url}`);
  console.log(`bench:lighthouse: ${rounds} round(s); load average at start ${load()}`);
  process.env.SANDBOX_DATA_DIR ??= '.data/bench-lighthouse-sandbox';
  const stops = [];
  let chrome;
  try {
    console.log('building the empty baseline app…');
    const baseline = await startBaseline();
    stops.push(baseline.stop);
    const site = options.url
      ? { base: options.url }
      : await startServer({
          distDir: process.env.NEXT_DIST_DIR || '.next',
          port: portOption('port'),
          sandboxPort: portOption('sandbox-port'),
        });
    if (site.stop) stops.push(site.stop);
    // The site's canonical links name `localhost` (its default site URL), so Lighthouse SEO judges them as visitors would.
    site.base = site.base.replace('//127.0.0.1:', '//localhost:');
    const pages = [
      { label: 'baseline', base: baseline.base, path: '/' },
      { label: 'home', base: site.base, path: '/' },
      { label: 'product', base: site.base, path: '/freshly' },
      { label: 'blog post', base: site.base, path: await blogPostPath(site.base) },
      { label: 'cart', base: site.base, path: '/cart' },
      { label: 'de', base: site.base, path: '/de/aura' },
      { label: 'it', base: site.base, path: '/it/chi-siamo' },
    ];
    for (const page of pages) await fetch(new URL(page.path, page.base));
    chrome = await launchChromium();
    console.log(`CPU slowdown ${cpuSlowdownMultiplier}x (Lighthouse's default is 4x)`);
    const results = new Map(pages.map((page) => [page.label, []]));
    for (let round = 0; round < rounds; round++) {
      // Each round starts one page later, so no page always runs first or right after the baseline.
      const order = pages.map((_, i) => pages[(i + round) % pages.length]);
      for (const page of order) {
        const run = await audit(chrome, new URL(page.path, page.base).href);
        results.get(page.label).push(run);
        console.log(
          `round ${round + 1} ${page.label.padEnd(10)} perf ${fixed(run.score, 2)} LCP ${fixed(run.lcp / 1000, 2)} s ` +
            `(${fixed(run.lcpKb, 0)} kB) ` +
            `TBT ${fixed(run.tbt, 0)} ms CLS ${fixed(run.cls, 3)} JS ${fixed(run.jsKb, 1)} kB ` +
            `(load ${load()}, benchmark index ${fixed(run.benchmarkIndex, 0)})`,
        );
      }
    }
    console.log(
      `\nmedians over ${rounds} round(s) at ${cpuSlowdownMultiplier}x CPU slowdown; load average at end ${load()}`,
    );
    report(pages, results, 'baseline');
  } finally {
    await chrome?.kill();
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
