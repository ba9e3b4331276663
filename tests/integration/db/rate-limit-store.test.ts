import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import type { Database } from '@/lib/db/schema';
import { consumeLimit, resetLimits } from '@/lib/http/rate-limit';
import { testDatabase } from './database';

// Limiters count in the database DATABASE_URL names when they are made: after resetLimits (every file of the shared
// integration project, ../reset-between-files.ts), in the next file's own database, not the first one of the worker.
const urls: string[] = [];
const databases: Kysely<Database>[] = [];

beforeAll(async () => {
  urls.push(await testDatabase(), await testDatabase());
  databases.push(...urls.map((url) => connectDatabase(url, 1)));
});

afterAll(async () => {
  resetLimits();
  await Promise.all(databases.map((db) => db.destroy()));
});

const counted = async (db: Kysely<Database>) =>
  (await sql<{ key: string }>`select key from rate_limits`.execute(db)).rows.map((row) => row.key);

it('counts in the database of the moment the limiter is made, one pool per process', async () => {
  resetLimits();
  process.env.DATABASE_URL = urls[0];
  await consumeLimit('contact', 'first-visitor');
  resetLimits();
  process.env.DATABASE_URL = urls[1];
  await consumeLimit('contact', 'second-visitor');
  expect(await counted(databases[0])).toEqual(['contact:first-visitor']);
  expect(await counted(databases[1])).toEqual(['contact:second-visitor']);
});
