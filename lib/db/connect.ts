import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { logger } from '@/lib/telemetry/log';

// bigint (count(*), identity sums) as number: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A Kysely instance on its own pool; plain module so scripts and the mail worker (no Next) can use it too. */
export function connectDatabase(url: string, max = 5): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (error) => logger.error({ err: error }, '[db] idle connection lost'));
  // A connection lost between two statements of a transaction emits 'error' on its client: logged, not fatal.
  pool.on('connect', (client) => client.on('error', (error) => logger.error({ err: error }, '[db] connection lost')));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
