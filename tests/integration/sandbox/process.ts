import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningSandbox {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`sandbox at ${url} not healthy after ${timeoutMs} ms: ${String((last as Error)?.cause ?? last)}`);
}

// The sandbox's PostgreSQL runs as its own user when we are root; mkdtemp's 0700 would lock it out.
const shareable = (dir: string) => chmodSync(dir, 0o755);

// A process group, so a forced stop also ends the PostgreSQL server the sandbox started.
function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    child.kill(signal);
  }
}

/** Starts `sandbox/main.ts` on a port with its own data directory (and database cluster) and waits for /health. */
export async function startSandbox(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningSandbox> {
  shareable(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    // Its own cluster in dataDir, whatever the calling shell sets (a shared SANDBOX_DATABASE_URL would mix runs).
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_DATABASE_URL: '',
      SANDBOX_RESET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 240_000);
  } catch (error) {
    kill(child, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => kill(child, 'SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A port nobody listens on right now (asked from the OS), so parallel runs do not collide. */
export { freePort } from '../../../infra/embedded-postgres';
