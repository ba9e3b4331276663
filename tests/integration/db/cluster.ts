import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@/infra/embedded-postgres';

export interface TestCluster {
  /** URL of the `storefront` database (empty, not migrated). */
  url: string;
  /** A new empty database on the same cluster. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL cluster under a temporary directory, removed on stop. */
export async function startTestCluster(): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'viridea-db-'));
  const server = await startEmbeddedPostgres({ dir, databases: ['storefront'] });
  return {
    url: server.url('storefront'),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      await client.query(`create database ${client.escapeIdentifier(name)}`).finally(() => client.end());
      return server.url(name);
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
