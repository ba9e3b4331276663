import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@/infra/embedded-postgres';

export interface TestCluster {
  /** URL of the cluster's `postgres` database, from which test databases are created. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** The run's throwaway PostgreSQL cluster under a temporary directory, removed on stop. */
export async function startTestCluster(): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'viridea-db-'));
  const server = await startEmbeddedPostgres({ dir, databases: [] });
  return {
    adminUrl: server.url('postgres'),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
