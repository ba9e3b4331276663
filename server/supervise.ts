// Process supervision shared by server/start.ts (one instance) and server/cluster.ts (several): child processes
// stopped together on SIGTERM/SIGINT, the build made once, the commerce sandbox and the storefront services
// (server/site-services.ts) restarted with backoff when they die.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../infra/log.ts';
import { hasStandaloneBuild } from './standalone.ts';

/** Settings read or decided by the launchers; a child gets the launcher's own environment with them. */
export type Env = Record<string, string | undefined>;

/** What createSupervisor returns. */
export type Supervisor = ReturnType<typeof createSupervisor>;

/** What server/site-services.ts reports over IPC once its database and mail are ready. */
export type ServicesReady = { type: 'ready'; databaseUrl: string; smtpUrl: string; port?: string };

const node = process.execPath;
const graceMs = 10_000;

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Tracks every child it starts; `stopAll` sends SIGTERM, then SIGKILL after 10 s, then exits. */
export function createSupervisor(tag: string, { onStop = async (): Promise<unknown> => undefined } = {}) {
  const children = new Set<ChildProcess>();
  let stopping = false;
  const logger = createLogger(tag);
  const log = (message: string, level: 'info' | 'warn' | 'error' = 'info') => logger[level](message);

  async function stopAll(code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    log(`stopping (${children.size} process${children.size === 1 ? '' : 'es'})`);
    const running = [...children].filter((child) => !exited(child));
    for (const child of running) child.kill('SIGTERM');
    const done = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    const timedOut = await Promise.race([done.then(() => false), sleep(graceMs).then(() => true)]);
    if (timedOut) for (const child of running) if (!exited(child)) child.kill('SIGKILL');
    await onStop().catch(() => {});
    process.exit(code);
  }
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  /** Starts `command args` (Node itself unless `command` is given) and tracks it until it exits. */
  function run(
    args: string[],
    env: NodeJS.ProcessEnv,
    { ipc = false, command = node, stdio }: { ipc?: boolean; command?: string; stdio?: StdioOptions } = {},
  ): ChildProcess {
    const io: StdioOptions = stdio ?? (ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit');
    const child = spawn(command, args, { stdio: io, env });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  return { log, run, stopAll, isStopping: () => stopping };
}

/** Runs `next build` (and the assistant's index) when the dist dir has no standalone build yet. */
export function ensureBuild(env: NodeJS.ProcessEnv, log: (message: string) => void): void {
  if (hasStandaloneBuild(env.NEXT_DIST_DIR || '.next')) return;
  log('no build found: running next build');
  const steps = [
    ['--import', 'tsx', 'scripts/assistant-build.ts'],
    ['node_modules/next/dist/bin/next', 'build'],
  ];
  for (const args of steps) {
    const result = spawnSync(node, args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** Polls `url` until it answers 2xx (true) or the supervisor stops or 150 s pass (false). */
export async function waitForHttp(url: string, supervisor: Supervisor, attempts = 600): Promise<boolean> {
  for (let i = 0; i < attempts && !supervisor.isStopping(); i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  return false;
}

/** Restarts `start()`'s child after each unexpected exit, waiting 1, 2, 4 … 30 s (reset after a minute up). */
export function restartWithBackoff(
  supervisor: Supervisor,
  name: string,
  start: (first: boolean) => ChildProcess,
  { onRestart }: { onRestart?: () => Promise<void> } = {},
): ChildProcess {
  let delayMs = 1_000;
  const launch = (first: boolean): ChildProcess => {
    const startedAt = Date.now();
    const child = start(first);
    child.once('exit', async (code, signal) => {
      if (supervisor.isStopping()) return;
      if (Date.now() - startedAt > 60_000) delayMs = 1_000;
      supervisor.log(`${name} exited (${signal ?? code}); restarting in ${delayMs / 1000} s`, 'warn');
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, 30_000);
      if (supervisor.isStopping()) return;
      launch(false);
      await onRestart?.();
    });
    return child;
  };
  return launch(true);
}

/**
 * Starts the commerce sandbox unless a hosted organization is configured, with the webhook settings both sides
 * share; sets SANDBOX_PORT and COMMERCE_WEBHOOK_SECRET on `env`. Resolves once it answers.
 */
export async function startSandbox(supervisor: Supervisor, env: NodeJS.ProcessEnv, siteOrigin: string): Promise<void> {
  if (env.COMMERCE_ORGANIZATION) return;
  const sandboxPort = env.SANDBOX_PORT || '4100';
  env.SANDBOX_PORT = sandboxPort;
  // The sandbox posts its signed webhooks to this site, as the hosted platform does once an administrator adds them.
  env.COMMERCE_WEBHOOK_SECRET ||= randomBytes(24).toString('hex');
  const origin = (env.NEXT_PUBLIC_SITE_URL || siteOrigin).replace(/\/+$/, '');
  env.SANDBOX_SITE_WEBHOOK_URL ||= `${origin}/api/webhooks/commerce`;
  env.SANDBOX_SITE_WEBHOOK_SECRET = env.COMMERCE_WEBHOOK_SECRET;
  const health = `http://127.0.0.1:${sandboxPort}/health`;
  // Node itself with tsx's loader, so SIGTERM reaches the sandbox and it stops its PostgreSQL cluster cleanly.
  // SANDBOX_RESET=1 (wipe and re-seed) applies to the first start only, never to a restart after a crash.
  restartWithBackoff(
    supervisor,
    'commerce sandbox',
    (first) => supervisor.run(['--import', 'tsx', 'sandbox/main.ts'], first ? env : { ...env, SANDBOX_RESET: '' }),
    {
      onRestart: async () => {
        if (await waitForHttp(health, supervisor))
          supervisor.log(`commerce sandbox back on http://127.0.0.1:${sandboxPort}`);
      },
    },
  );
  if (await waitForHttp(health, supervisor)) supervisor.log(`commerce sandbox on http://127.0.0.1:${sandboxPort}`);
}

/**
 * Runs server/site-services.ts and resolves with { databaseUrl, smtpUrl } once ready; a failed first start stops
 * everything, later crashes restart it on the same database port, so the site's DATABASE_URL stays valid.
 */
export function superviseServices(
  supervisor: Supervisor,
  env: NodeJS.ProcessEnv,
  name = 'storefront services',
): Promise<{ databaseUrl: string; smtpUrl: string }> {
  const base = { ...env };
  let ready = false;
  return new Promise((resolve) => {
    restartWithBackoff(supervisor, name, () => {
      const services = supervisor.run(
        ['--import', 'tsx', 'server/site-services.ts'],
        ready ? { ...base, DATABASE_RESET: '' } : base,
        { ipc: true },
      );
      services.on('message', (message: ServicesReady | undefined) => {
        if (message?.type !== 'ready') return;
        if (message.port) base.DATABASE_PORT = message.port;
        ready = true;
        resolve({ databaseUrl: message.databaseUrl, smtpUrl: message.smtpUrl });
      });
      services.once('exit', (code, signal) => {
        if (ready || supervisor.isStopping()) return;
        supervisor.log(`${name} failed to start (${signal ?? code})`, 'error');
        void supervisor.stopAll(1);
      });
      return services;
    });
  });
}
