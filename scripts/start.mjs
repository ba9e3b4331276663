#!/usr/bin/env node
// Starts the whole site: builds when no build exists, starts and supervises the commerce sandbox when no hosted
// commerce is configured (restarted with backoff if it dies; the site keeps serving), starts the storefront's
// services (scripts/site-services.ts: embedded PostgreSQL unless DATABASE_URL is set, MailDev unless SMTP_URL is
// set, migrations and the outbox mail worker), then serves the production build on $PORT (default 3000) with
// DATABASE_URL and SMTP_URL. SIGTERM/SIGINT stop everything gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.PORT ||= '3000';
const node = process.execPath;
const nextBin = 'node_modules/next/dist/bin/next';
const graceMs = 10_000;
const children = new Set();
let stopping = false;

function log(message) {
  console.log(`[start] ${new Date().toISOString()} ${message}`);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log(`stopping (${children.size} process${children.size === 1 ? '' : 'es'})`);
  const running = [...children].filter((child) => !exited(child));
  for (const child of running) child.kill('SIGTERM');
  const done = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  const timedOut = await Promise.race([done.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) for (const child of running) if (!exited(child)) child.kill('SIGKILL');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function run(args, childEnv = env, ipc = false) {
  const child = spawn(node, args, { stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit', env: childEnv });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const distDir = env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  log('no build found: running next build');
  const assistant = spawnSync(node, ['--import', 'tsx', 'scripts/assistant-build.ts'], { stdio: 'inherit', env });
  if (assistant.status !== 0) process.exit(assistant.status ?? 1);
  const build = spawnSync(node, [nextBin, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function waitForSandbox(sandboxPort) {
  const health = `http://127.0.0.1:${sandboxPort}/health`;
  for (let i = 0; i < 600 && !stopping; i++) {
    try {
      if ((await fetch(health)).ok) return true;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  return false;
}

/** Keeps the sandbox running: each unexpected exit is logged and followed by a restart after 1, 2, 4 … 30 s. */
function superviseSandbox(sandboxPort) {
  let delayMs = 1_000;
  let first = true;
  const start = () => {
    const startedAt = Date.now();
    // Node itself with tsx's loader, so SIGTERM reaches the sandbox and it stops its PostgreSQL cluster cleanly.
    // SANDBOX_RESET=1 (wipe and re-seed) applies to the first start only, never to a restart after a crash.
    const sandbox = run(['--import', 'tsx', 'sandbox/main.ts'], first ? env : { ...env, SANDBOX_RESET: '' });
    first = false;
    sandbox.once('exit', async (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) delayMs = 1_000;
      log(`commerce sandbox exited (${signal ?? code}); restarting in ${delayMs / 1000} s`);
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, 30_000);
      if (stopping) return;
      start();
      if (await waitForSandbox(sandboxPort)) log(`commerce sandbox back on http://127.0.0.1:${sandboxPort}`);
    });
  };
  start();
}

/**
 * Runs the storefront services and resolves with their URLs once ready; a failed first start stops everything,
 * later crashes restart them with backoff on the same database port, so the site's DATABASE_URL stays valid.
 */
function superviseServices() {
  const base = { ...env };
  let delayMs = 1_000;
  let ready = false;
  return new Promise((resolve) => {
    const start = () => {
      const startedAt = Date.now();
      const childEnv = ready ? { ...base, DATABASE_RESET: '' } : base;
      const services = run(['--import', 'tsx', 'scripts/site-services.ts'], childEnv, true);
      services.on('message', (message) => {
        if (message?.type !== 'ready') return;
        if (message.port) base.DATABASE_PORT = message.port;
        ready = true;
        resolve({ databaseUrl: message.databaseUrl, smtpUrl: message.smtpUrl });
      });
      services.once('exit', async (code, signal) => {
        if (stopping) return;
        if (!ready) {
          log(`storefront services failed to start (${signal ?? code})`);
          return void stopAll(1);
        }
        if (Date.now() - startedAt > 60_000) delayMs = 1_000;
        log(`storefront services exited (${signal ?? code}); restarting in ${delayMs / 1000} s`);
        await sleep(delayMs);
        delayMs = Math.min(delayMs * 2, 30_000);
        if (!stopping) start();
      });
    };
    start();
  });
}
const servicesReady = superviseServices();

if (!env.COMMERCE_ORGANIZATION) {
  const sandboxPort = env.SANDBOX_PORT || '4100';
  env.SANDBOX_PORT = sandboxPort;
  // The sandbox posts its signed webhooks to this site, as the hosted platform does once an administrator adds them.
  env.COMMERCE_WEBHOOK_SECRET ||= randomBytes(24).toString('hex');
  const origin = (env.NEXT_PUBLIC_SITE_URL || `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
  env.SANDBOX_SITE_WEBHOOK_URL ||= `${origin}/api/webhooks/commerce`;
  env.SANDBOX_SITE_WEBHOOK_SECRET = env.COMMERCE_WEBHOOK_SECRET;
  superviseSandbox(sandboxPort);
  if (await waitForSandbox(sandboxPort)) log(`commerce sandbox on http://127.0.0.1:${sandboxPort}`);
}

const services = await servicesReady;
env.DATABASE_URL = services.databaseUrl;
env.SMTP_URL = services.smtpUrl;

const web = run(['scripts/serve.mjs']);
web.once('exit', (code, signal) => {
  if (stopping) return;
  log(`site exited (${signal ?? code})`);
  void stopAll(code ?? 1);
});
