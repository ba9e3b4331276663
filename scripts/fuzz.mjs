#!/usr/bin/env node
// Bounded hostile-request run against the production build over loopback: counts by status class, every 5xx and
// the largest response header block; exits 1 on any 5xx, any header block over 16 KB, or a server that stops
// answering. `--url http://127.0.0.1:3000` targets a running server; without it the build in
// $NEXT_DIST_DIR (default .next) is started on free ports and stopped afterwards.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { rng } from './content-images/drawing.mjs';
import { hostileRequest, knownHostilePaths } from './fuzz/cases.mjs';
import { send } from './fuzz/client.mjs';
import { discoverRoutes } from './fuzz/routes.mjs';
import { isLoopback } from './bench/loopback.mjs';
import { startServer } from './fuzz/server.mjs';

const maxHeaderBytes = 16 * 1024;
const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    count: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '6' },
    seed: { type: 'string', default: 'fuzz' },
  },
});
const count = Math.min(Math.max(Number(options.count) || 0, 1), 200_000);
const seconds = Math.min(Math.max(Number(options.seconds) || 0, 1), 3600);
const concurrency = Math.min(Math.max(Number(options.concurrency) || 1, 1), 64);

async function main() {
  if (options.url && !isLoopback(options.url)) throw new Error(`--url must be a loopback http URL, got ${options.url}`);
  const server = options.url ? null : await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  const base = options.url ?? server.base;
  const stopServer = async () => server?.stop();
  process.on('SIGINT', () => stopServer().then(() => process.exit(130)));
  process.on('SIGTERM', () => stopServer().then(() => process.exit(143)));
  try {
    return await run(base);
  } finally {
    await stopServer();
  }
}

async function run(base) {
  const routes = discoverRoutes();
  const random = rng(options.seed);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const requests = knownHostilePaths.map((path) => ({ method: 'GET', path, headers: {} }));
  const classes = {};
  const failures = new Map();
  const errors = new Map();
  let largest = { bytes: 0 };
  let sent = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;

  const next = () => (sent < requests.length ? requests[sent] : hostileRequest(random, routes, base));
  async function worker() {
    while (sent < count && Date.now() < deadline) {
      const request = next();
      sent += 1;
      const result = await send(base, request, { agent, timeoutMs: 30_000 });
      if (result.error) {
        errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
        classes.error = (classes.error ?? 0) + 1;
        continue;
      }
      const group = `${Math.floor(result.status / 100)}xx`;
      classes[group] = (classes[group] ?? 0) + 1;
      if (result.status >= 500) {
        const key = `${result.status} ${request.method} ${request.path.slice(0, 160)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      if (result.headerBytes > largest.bytes) {
        largest = { bytes: result.headerBytes, method: request.method, path: request.path.slice(0, 120) };
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();

  const alive = await send(base, { method: 'GET', path: '/', headers: {} }, { timeoutMs: 30_000 });
  console.log(`[fuzz] ${sent} requests to ${base} in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s)`);
  console.log(`[fuzz] routes: ${routes.handlers.length} route handlers, ${routes.pages.length} pages`);
  console.log(
    `[fuzz] by status class: ${Object.entries(classes)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (errors.size) console.log(`[fuzz] connection errors: ${[...errors].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`[fuzz] largest header block: ${largest.bytes} bytes (${largest.method} ${largest.path})`);
  console.log(`[fuzz] 5xx: ${[...failures.values()].reduce((a, b) => a + b, 0)}`);
  for (const [key, times] of [...failures].sort()) console.log(`  ${key}${times > 1 ? `  (×${times})` : ''}`);
  const problems = [];
  if (failures.size) problems.push('5xx responses');
  if (largest.bytes > maxHeaderBytes) problems.push(`a header block over ${maxHeaderBytes} bytes`);
  if (alive.error || alive.status >= 500)
    problems.push(`the server no longer answers / (${alive.error ?? alive.status})`);
  if (problems.length) console.error(`[fuzz] FAILED: ${problems.join('; ')}`);
  else console.log('[fuzz] ok');
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[fuzz] ${error.message}`);
    process.exit(2);
  },
);
