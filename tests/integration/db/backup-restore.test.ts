import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneBackups, writeBackup } from '@/lib/db/backup';
import { connectDatabase } from '@/lib/db/connect';
import { migrateTo, migrateToLatest } from '@/lib/db/migrate';
import { restoreBackup } from '@/lib/db/restore';
import type { Database } from '@/lib/db/schema';
import { testDatabase } from './database';

// The restore drill: a submission stored by a release at the first migration is backed up, then restored into a
// live database at the current schema while that database is being queried.
const dir = mkdtempSync(join(tmpdir(), 'storefront-backups-'));
const opened: Kysely<Database>[] = [];
let backup: string;

const contactRow = (email: string) => ({
  idempotency_key: randomUUID(),
  kind: 'private',
  first_name: 'Luca',
  last_name: 'Bianchi',
  email,
  country: 'IT',
  message: 'My Aura filter light stays on after the change.',
  locale: 'it',
});

const open = (url: string) => {
  const db = connectDatabase(url, 3);
  opened.push(db);
  return db;
};
const emails = async (db: Kysely<Database>) =>
  (await db.selectFrom('contact_messages').select('email').orderBy('id').execute()).map((row) => row.email);

beforeAll(async () => {
  const older = await testDatabase();
  const db = open(older);
  await migrateTo(db, '0001_forms');
  await db.insertInto('contact_messages').values(contactRow('before-backup@example.com')).execute();
  backup = await writeBackup(older, dir);
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((db) => db.destroy()));
  rmSync(dir, { recursive: true, force: true });
});

it('keeps the newest backups and removes the older ones', async () => {
  const scratch = join(dir, 'retention');
  const url = await testDatabase();
  const written = [];
  for (let i = 0; i < 3; i++) written.push(await writeBackup(url, scratch));
  expect(pruneBackups(scratch, 2)).toEqual([written[0]]);
  expect(readdirSync(scratch).sort()).toEqual(written.slice(1).map((file) => basename(file)));
}, 60_000);

it('restores a submission made before the backup into the running database and migrates it', async () => {
  const live = await testDatabase();
  const db = open(live);
  await migrateToLatest(db);
  await db.insertInto('contact_messages').values(contactRow('after-backup@example.com')).execute();

  // The site's pool keeps querying while the restore runs: no error, no dropped connection.
  let queries = 0;
  const failures: unknown[] = [];
  let restoring = true;
  const traffic = (async () => {
    while (restoring) {
      await emails(db).then(
        () => (queries += 1),
        (error) => failures.push(error),
      );
    }
  })();
  const report = await restoreBackup(live, backup, dir).finally(() => (restoring = false));
  await traffic;

  expect(failures).toEqual([]);
  expect(queries).toBeGreaterThan(0);
  expect(await emails(db)).toEqual(['before-backup@example.com']);
  expect(report.migrated).toContain('0005_privacy');
  expect(await migrateToLatest(db)).toEqual([]);
  // The data written after the backup is in the backup taken just before the restore, and the site writes on.
  expect(existsSync(report.before)).toBe(true);
  await db.insertInto('contact_messages').values(contactRow('after-restore@example.com')).execute();
  expect(await emails(db)).toEqual(['before-backup@example.com', 'after-restore@example.com']);
}, 120_000);
