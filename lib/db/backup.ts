import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pgToolPath, type PgTool } from './pg-tools';

const run = promisify(execFile);

/** How many backups `npm run db:backup` keeps when neither `--keep` nor `BACKUP_KEEP` says otherwise. */
export const defaultBackupKeep = 14;
const backupName = /^storefront-\d{8}T\d{6}\d{3}Z\.dump$/;

/** Runs a client tool against `url`, the password in the environment rather than on a command line `ps` shows. */
export async function runPgTool(tool: PgTool, url: string, args: string[], options: { lockTimeout?: string } = {}) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGPASSWORD: password, PGCONNECT_TIMEOUT: '10' };
  if (options.lockTimeout) env.PGOPTIONS = `-c lock_timeout=${options.lockTimeout}`;
  try {
    await run(pgToolPath(tool), [...args, `--dbname=${target.href}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${tool} failed: ${stderr?.trim() || (error as Error).message}`);
  }
}

/**
 * Writes a consistent dump of the database at `url` (pg_dump reads one snapshot) into `dir` as
 * `storefront-<UTC time>.dump`, in PostgreSQL's custom format; the file appears only once complete.
 */
export async function writeBackup(url: string, dir: string, label = ''): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const file = join(dir, `storefront-${stamp}${label}.dump`);
  const partial = `${file}.partial`;
  try {
    await runPgTool('pg_dump', url, ['--format=custom', `--file=${partial}`]);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

/** Deletes all but the newest `keep` backups written by `writeBackup` in `dir`; returns the deleted paths. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(Math.max(keep, 1)).map((name) => join(dir, name));
  for (const file of removed) rmSync(file);
  return removed;
}
