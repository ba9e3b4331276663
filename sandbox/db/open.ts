import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { SandboxConfig } from '../config';
import { runningLauncher, startEmbeddedPostgres } from '../../infra/embedded-postgres';
import { Mutex } from './mutex';
import { SCHEMA } from './schema';
import type { Queryable } from './store';
import { logger } from '../log';

export interface Database extends Queryable {
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SANDBOX_DATABASE = 'sandbox';

function wrap(client: pg.Pool): Queryable {
  return { query: <T>(sql: string, params?: unknown[]) => client.query<T & pg.QueryResultRow>(sql, params) };
}

// One connection runs one statement at a time; the store may ask for several at once (Promise.all).
function serial(client: pg.ClientBase): Queryable {
  const lane = new Mutex();
  return {
    query: <T>(sql: string, params?: unknown[]) => lane.run(() => client.query<T & pg.QueryResultRow>(sql, params)),
  };
}

function connect(url: string, onClose: () => Promise<void> = async () => undefined): Database {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', (error) => logger.error({ err: error }, 'database connection lost'));
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(serial(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await onClose();
    },
  };
}

/** The embedded cluster's directory inside the sandbox data directory. */
const clusterDir = (config: SandboxConfig) => join(config.dataDir, 'pg');

async function prepared(db: Database): Promise<Database> {
  try {
    await db.query(SCHEMA);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** SANDBOX_DATABASE_URL when set, else the sandbox's own database on an embedded cluster under the data dir. */
export async function openDatabase(config: SandboxConfig): Promise<Database> {
  if (config.databaseUrl) return prepared(connect(config.databaseUrl));
  const server = await startEmbeddedPostgres({ dir: clusterDir(config), databases: [SANDBOX_DATABASE] });
  return prepared(connect(server.url(SANDBOX_DATABASE), () => server.stop()));
}

export async function isEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from settings');
  return rows[0].n === 0;
}

/** Opens an empty sandbox database: the data directory deleted first, or the tables dropped on SANDBOX_DATABASE_URL. */
export async function openWiped(config: SandboxConfig): Promise<Database> {
  if (!config.databaseUrl) {
    const owner = runningLauncher(clusterDir(config));
    if (owner) throw new Error(`a sandbox (process ${owner}) is using ${config.dataDir}; stop it first`);
    rmSync(config.dataDir, { recursive: true, force: true });
    return openDatabase(config);
  }
  const db = await openDatabase(config);
  await db.query('drop table if exists resources, clients, passwords, settings');
  await db.query(SCHEMA);
  return db;
}
