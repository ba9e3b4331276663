#!/usr/bin/env node
// Starts the whole site: builds when no build exists, starts the commerce sandbox when no hosted commerce is
// configured, then serves the production build on $PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = env.PORT || '3000';
const children = [];

// Waits for the children so the sandbox can stop its database cleanly before we exit.
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), sleep(15_000)]);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

const distDir = env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('[start] no build found: running next build');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!env.COMMERCE_ORGANIZATION) {
  const sandboxPort = env.SANDBOX_PORT || '4100';
  env.SANDBOX_PORT = sandboxPort;
  // Node itself (not npx) so SIGTERM reaches the sandbox, which then stops its PostgreSQL cluster. The sandbox
  // honours SANDBOX_RESET=1 itself (wipe and re-seed before serving).
  const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { stdio: 'inherit', env });
  children.push(sandbox);
  sandbox.on('exit', (code) => {
    if (stopping) return;
    console.error(`[start] commerce sandbox exited (${code})`);
    void stopAll(code || 1);
  });
  const health = `http://127.0.0.1:${sandboxPort}/health`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  console.log(`[start] commerce sandbox on http://127.0.0.1:${sandboxPort}`);
}

// Next's own CLI under node (not npx), so SIGTERM reaches the server instead of leaving it on the port.
const nextCli = createRequire(import.meta.url).resolve('next/dist/bin/next');
const web = spawn(process.execPath, [nextCli, 'start', '-p', port], { stdio: 'inherit', env });
children.push(web);
web.on('exit', (code) => {
  if (!stopping) void stopAll(code ?? 0);
});
