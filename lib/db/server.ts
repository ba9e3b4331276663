import 'server-only';
import type { Kysely } from 'kysely';
import { connectDatabase } from './connect';
import type { Database } from './schema';

let instance: Kysely<Database> | undefined;

/** The storefront database: one pool per process from DATABASE_URL (npm start sets it for its embedded cluster). */
export function db(): Kysely<Database> {
  if (instance) return instance;
  const url = process.env.DATABASE_URL?.trim();
  if (!url)
    throw new Error(
      'DATABASE_URL is not set: start the site with `npm start` (embedded PostgreSQL) or point DATABASE_URL at a server',
    );
  instance = connectDatabase(url);
  return instance;
}

/** Ends the pool (tests and scripts that exit on their own). */
export async function closeDb(): Promise<void> {
  const current = instance;
  instance = undefined;
  await current?.destroy();
}
