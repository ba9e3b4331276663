#!/usr/bin/env node
// What one page's simulated LCP is made of: Lighthouse (mobile, simulated throttling) loads the page N times and
// keeps each load's trace and network log; each load is then judged again with one kind of request left out of that
// log (the scripts, the fonts, the stylesheets, the images), so the gap to the full figure is what that kind adds.
// Lighthouse replays only the requests that finished before the paint it observed (ADR 0047): a kind that finished
// after it adds nothing. Loopback only; starts the production build itself unless --url names a running site.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, lighthouse } from './bench/lighthouse.mjs';
import { isLoopback } from './bench/loopback.mjs';
import { startServer } from './fuzz/server.mjs';

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    rounds: { type: 'string', default: '3' },
    url: { type: 'string' },
    port: { type: 'string' },
    'sandbox-port': { type: 'string' },
  },
});
const rounds = Math.min(Math.max(Number(options.rounds) || 3, 1), 10);
const variants = [
  { label: 'as loaded', types: [] },
  { label: 'without scripts', types: ['Script'] },
  { label: 'without fonts', types: ['Font'] },
  { label: 'without stylesheets', types: ['Stylesheet'] },
  { label: 'without images', types: ['Image'] },
  { label: 'without scripts and fonts', types: ['Script', 'Font'] },
];
const settings = { logLevel: 'error', onlyCategories: ['performance'] };

/** The load's network log without the requests of `types` (data: URLs stay: nothing is transferred for them). */
function withoutTypes(devtoolsLog, types) {
  const leftOut = new Set(
    devtoolsLog
      .filter((entry) => entry.method === 'Network.requestWillBeSent')
      .filter((entry) => types.includes(entry.params.type) && !entry.params.request.url.startsWith('data:'))
      .map((entry) => entry.params.requestId),
  );
  return devtoolsLog.filter((entry) => !leftOut.has(entry.params?.requestId));
}

async function judge(saved, types) {
  const dir = mkdtempSync(join(tmpdir(), 'lcp-parts-variant-'));
  try {
    for (const file of ['artifacts.json', 'trace.json'])
      writeFileSync(join(dir, file), readFileSync(join(saved, file)));
    const log = JSON.parse(readFileSync(join(saved, 'devtoolslog.json'), 'utf8'));
    writeFileSync(join(dir, 'devtoolslog.json'), JSON.stringify(withoutTypes(log, types)));
    const { lhr } = await lighthouse(undefined, { ...settings, auditMode: dir });
    return lhr.audits['largest-contentful-paint'].numericValue;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (options.url && !isLoopback(options.url)) throw new Error(`--url must be a loopback http URL, got ${options.url}`);
  const site = options.url
    ? { base: options.url }
    : await startServer({
        distDir: process.env.NEXT_DIST_DIR || '.next',
        port: options.port ? Number(options.port) : undefined,
        sandboxPort: options['sandbox-port'] ? Number(options['sandbox-port']) : undefined,
      });
  const url = new URL(options.path, site.base).href;
  const figures = new Map(variants.map(({ label }) => [label, []]));
  let chrome;
  try {
    chrome = await launchChromium();
    await fetch(url);
    console.log(`bench:lcp-parts: ${url}, ${rounds} load(s), each judged ${variants.length} ways`);
    for (let round = 1; round <= rounds; round++) {
      const saved = mkdtempSync(join(tmpdir(), 'lcp-parts-'));
      try {
        const { lhr } = await lighthouse(url, { ...settings, port: chrome.port, gatherMode: saved, auditMode: saved });
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const observed = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
        const row = [];
        for (const variant of variants) {
          const lcp = await judge(saved, variant.types);
          figures.get(variant.label).push(lcp);
          row.push(`${variant.label} ${seconds(lcp)}`);
        }
        console.log(
          `load ${round} (observed paint ${Math.round(observed)} ms, benchmark index ` +
            `${Math.round(lhr.environment.benchmarkIndex)}): ${row.join(', ')}`,
        );
      } finally {
        rmSync(saved, { recursive: true, force: true });
      }
    }
  } finally {
    await chrome?.kill();
    await site.stop?.();
  }
  const full = median(figures.get('as loaded'));
  console.log(`\nmedian simulated LCP over ${rounds} load(s), and what each kind of request adds to it:`);
  for (const { label } of variants) {
    const lcp = median(figures.get(label));
    console.log(
      `${label.padEnd(26)} ${seconds(lcp).padStart(7)}${label === 'as loaded' ? '' : `  (adds ${seconds(full - lcp)})`}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
