import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';
import { readConfig } from '../../../sandbox/config';
import { openDatabase } from '../../../sandbox/db/open';
import '../../../sandbox/domain/register';
import { createSandboxServer } from '../../../sandbox/http/server';
import { setBaseUrl } from './api';
import { sandboxDatabase } from './template';

interface OwnSandbox {
  url: string;
  stop(): Promise<void>;
}

/**
 * A sandbox served from this test file's process on its own copy of the seeded data: for files that change
 * shared records (markets, stock, automatic promotions, webhooks) or move the clock with `vi.setSystemTime`.
 */
async function startOwnSandbox(): Promise<OwnSandbox> {
  const db = await openDatabase(
    readConfig({ ...process.env, SANDBOX_DATABASE_URL: await sandboxDatabase(inject('postgresUrl')) }),
  );
  const server = createSandboxServer(db);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await db.close();
    },
  };
}

/** Points every helper of ./client at a sandbox of this file's own for the whole file. */
export function withOwnSandbox(): void {
  let sandbox: OwnSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startOwnSandbox();
    setBaseUrl(sandbox.url);
  });
  afterAll(async () => {
    setBaseUrl(undefined);
    await sandbox?.stop();
  });
}
