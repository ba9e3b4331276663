import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runPgTool, writeBackup } from './backup';
import { connectDatabase } from './connect';
import { migrateToLatest } from './migrate';

export type RestoreReport = {
  /** The live database as it was just before the swap, beside the backups (rows written after the backup are there). */
  before: string;
  /** Migrations the backup lacked, applied before it replaced the live data. */
  migrated: string[];
  /** How long the transaction that replaced the live tables took: what requests may have waited. */
  swapMs: number;
};

async function onServer(url: string, statement: (client: pg.Client) => string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.href;
}

/**
 * Restores `file` (a `writeBackup` dump, of any migration level) into the live database at `url` while the site
 * uses it: the dump is restored into a scratch database on the same server and migrated to the current schema
 * there, then replaces the live tables in one transaction (pg_restore --clean --single-transaction), so the site
 * sees either the old data or the restored data, always at the current schema, and keeps its connections.
 */
export async function restoreBackup(url: string, file: string, backupDir: string): Promise<RestoreReport> {
  const scratchName = `storefront_restore_${randomBytes(4).toString('hex')}`;
  const scratch = databaseUrl(url, scratchName);
  await onServer(url, (client) => `create database ${client.escapeIdentifier(scratchName)}`);
  const work = mkdtempSync(join(tmpdir(), 'storefront-restore-'));
  try {
    await runPgTool('pg_restore', scratch, ['--no-owner', '--no-acl', '--exit-on-error', file]);
    const db = connectDatabase(scratch, 1);
    const migrated = await migrateToLatest(db).finally(() => db.destroy());
    const current = join(work, 'current.dump');
    await runPgTool('pg_dump', scratch, ['--format=custom', `--file=${current}`]);
    const before = await writeBackup(url, backupDir, '-before-restore');
    const replace = ['--clean', '--if-exists', '--single-transaction', '--no-owner', '--no-acl', '--exit-on-error'];
    const swapStarted = Date.now();
    await runPgTool('pg_restore', url, [...replace, current], { lockTimeout: '10s' });
    return { before, migrated, swapMs: Date.now() - swapStarted };
  } finally {
    rmSync(work, { recursive: true, force: true });
    await onServer(url, (client) => `drop database if exists ${client.escapeIdentifier(scratchName)} with (force)`);
  }
}
