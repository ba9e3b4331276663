// How the database scripts find the storefront's database: DATABASE_URL, else the embedded cluster of `npm start`
// (.data/postgres, or DATABASE_DIR): the running one's URL from <dir>/url, or, when the site is stopped, a short start
// of the cluster just for the command.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runningLauncher, startEmbeddedPostgres } from '../../infra/embedded-postgres';

export function fail(command: string, message: string): never {
  console.error(`${command}: ${message}`);
  process.exit(2);
}

export async function openStorefrontDatabase(command: string): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL?.trim()) return { url: process.env.DATABASE_URL.trim(), close: async () => undefined };
  const dir = process.env.DATABASE_DIR?.trim() || '.data/postgres';
  if (runningLauncher(dir)) {
    const file = join(dir, 'url');
    if (!existsSync(file)) fail(command, `the database in ${dir} is starting; try again in a few seconds`);
    return { url: readFileSync(file, 'utf8').trim(), close: async () => undefined };
  }
  if (!existsSync(join(dir, 'data', 'PG_VERSION')))
    fail(command, `no database in ${dir}: run npm start first or set DATABASE_URL`);
  const server = await startEmbeddedPostgres({ dir, databases: ['storefront'] });
  return { url: server.url('storefront'), close: () => server.stop() };
}
