// Starts the production build on free loopback ports (site and commerce sandbox) and stops it again.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../server/free-port.ts';

// The benchmarks and tests that start the site also pick their ports with it.
export { freePort };

/** Serves `${distDir}` through server/start.ts (on the given ports, else free ones; MailDev on free ports too); resolves with its base URL and a stop function. */
export async function startServer({ distDir, readyTimeoutMs = 180_000, port: sitePort, sandboxPort: commercePort }) {
  if (!existsSync(`${distDir}/standalone/server.js`)) {
    throw new Error(`no production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first`);
  }
  const port = sitePort ?? (await freePort());
  const sandboxPort = commercePort ?? (await freePort());
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? '.data/fuzz-sandbox',
    // Its own database and mail catcher, so a running `npm start` or e2e server never holds what it needs.
    DATABASE_DIR: process.env.DATABASE_DIR ?? '.data/fuzz-postgres',
    // From empty data each start: carts and orders a previous run left would slow the cart a benchmark times.
    SANDBOX_RESET: process.env.SANDBOX_RESET ?? '1',
    DATABASE_RESET: process.env.DATABASE_RESET ?? '1',
    MAILDEV_SMTP_PORT: process.env.MAILDEV_SMTP_PORT ?? String(await freePort()),
    MAILDEV_WEB_PORT: process.env.MAILDEV_WEB_PORT ?? String(await freePort()),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const child = spawn(process.execPath, ['server/start.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) process.kill(-child.pid, 'SIGKILL');
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline && !exited) {
    try {
      // Ready when every dependency reports up, so a still-starting sandbox is not counted as a 5xx.
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, log };
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`the site did not start on ${base}:\n${log.join('').slice(-4000)}`);
}
