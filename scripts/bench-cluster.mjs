#!/usr/bin/env node
// npm run bench:cluster: throughput through the load balancer with 1 and then 2 instances (same build, same page
// mix, one run), then the failure run (SIGKILL of one instance under 8 visitors) and its counts.
// Needs a build in $NEXT_DIST_DIR (npm run cluster makes one when missing). Loopback only.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { killRun } from './cluster/kill-run.mjs';
import { launchCluster } from './cluster/launch.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: '27300' },
  },
});
const seconds = Math.min(Math.max(Number(values.seconds) || 10, 2), 120);
const concurrency = Math.min(Math.max(Number(values.concurrency) || 16, 1), 64);
const port = Number(values.port);
const paths = ['/technology', '/', '/de/freshly', '/it/contatti', '/api/health/live'];

/** `concurrency` loops over `paths` for `seconds`: requests per second, p50/p95 and how many answered ≥ 500. */
async function throughput(origin) {
  const times = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const loop = async (n) => {
    for (let i = n; performance.now() < until; i++) {
      const at = performance.now();
      const response = await fetch(`${origin}${paths[i % paths.length]}`).catch(() => undefined);
      await response?.arrayBuffer();
      if (!response || response.status >= 500) failed++;
      times.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => loop(n)));
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
  const perSecond = (times.length / (performance.now() - started)) * 1000;
  return { requests: times.length, perSecond, p50: at(0.5), p95: at(0.95), failed };
}

async function withCluster(instances, run) {
  // The instances' scaling is measured: no edge cache in front to answer the pages itself (ADR 0034).
  const cluster = launchCluster({ instances, port, env: { DATABASE_URL: '', REDIS_URL: '', EDGE_CACHE: 'off' } });
  try {
    await cluster.ready;
    for (const path of paths) await (await fetch(`${cluster.origin}${path}`)).arrayBuffer();
    return await run(cluster);
  } finally {
    await cluster.stop();
  }
}

const rows = [];
for (const instances of [1, 2]) {
  const row = await withCluster(instances, (cluster) => throughput(cluster.origin));
  rows.push({ instances, ...row });
}
/** How many acknowledged contact submissions the database does not hold. */
async function lost(emails) {
  const db = new pg.Client({ connectionString: readFileSync(`.data/cluster-${port}/postgres/url`, 'utf8').trim() });
  await db.connect();
  try {
    const { rows } = await db.query(
      'select count(distinct email)::int as n from contact_messages where email = any($1)',
      [emails],
    );
    return emails.length - rows[0].n;
  } finally {
    await db.end();
  }
}

const failure = await withCluster(2, async (cluster) => {
  const run = await killRun({
    origin: cluster.origin,
    victim: () => cluster.instances()[1].pid,
    durationMs: 12_000,
    killAtMs: 4_000,
  });
  return { ...run.counts, acknowledgedLost: await lost(run.acknowledged) };
});

console.log(`bench:cluster: ${seconds} s per run, ${concurrency} connections, pages ${paths.join(' ')}`);
for (const { instances, requests, perSecond, p50, p95, failed } of rows) {
  console.log(
    `${instances} instance${instances === 1 ? ' ' : 's'}  ${String(requests).padStart(6)} req  ` +
      `${perSecond.toFixed(1).padStart(7)}/s  p50 ${p50} ms  p95 ${p95} ms  (${failed} ≥ 500 or refused)`,
  );
}
console.log(`2 instances / 1 instance: ${(rows[1].perSecond / rows[0].perSecond).toFixed(2)}×`);
console.log(`failure run (SIGKILL of one of 2 instances after 4 s of 12 s, 8 visitors): ${JSON.stringify(failure)}`);
