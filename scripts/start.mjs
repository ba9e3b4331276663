#!/usr/bin/env node
// Starts the whole site: builds when no build exists, starts the commerce sandbox when no hosted commerce is
// configured, then serves the production build on $PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = env.PORT || '3000';
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const distDir = env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('[start] no build found: running next build');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!env.COMMERCE_ORGANIZATION) {
  const sandboxPort = env.SANDBOX_PORT || '4100';
  env.SANDBOX_PORT = sandboxPort;
  if (env.SANDBOX_RESET === '1') {
    const reset = spawnSync('npx', ['tsx', 'sandbox/reset.ts'], { stdio: 'inherit', env });
    if (reset.status !== 0) process.exit(reset.status ?? 1);
  }
  const sandbox = spawn('npx', ['tsx', 'sandbox/main.ts'], { stdio: 'inherit', env });
  children.push(sandbox);
  sandbox.on('exit', (code) => {
    console.error(`[start] commerce sandbox exited (${code})`);
    stopAll(code || 1);
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

const web = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env });
children.push(web);
web.on('exit', (code) => stopAll(code ?? 0));
