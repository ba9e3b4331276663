import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** The URL of another database on the same cluster. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Creates a database with a name no other file uses (empty, or a copy of `template`) and returns its URL. */
export async function createDatabase(adminUrl: string, options: { name?: string; template?: string } = {}) {
  const client = new pg.Client({ connectionString: adminUrl });
  const name = options.name ?? `test_${randomBytes(6).toString('hex')}`;
  await client.connect();
  try {
    const template = options.template ? ` template ${client.escapeIdentifier(options.template)}` : '';
    await client.query(`create database ${client.escapeIdentifier(name)}${template}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

/** A fresh empty database on the run's cluster for this test file (not migrated). */
export const testDatabase = (): Promise<string> => createDatabase(inject('postgresUrl'));
