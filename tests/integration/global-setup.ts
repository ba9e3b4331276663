import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startSandbox } from './sandbox/process';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

// Starts one sandbox on a fresh, empty data directory (seeded on start) for the whole integration run.
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'viridea-sandbox-'));
  const port = Number(process.env.SANDBOX_TEST_PORT) || (await freePort());
  const sandbox = await startSandbox(port, dataDir);
  project.provide('sandboxUrl', sandbox.url);
  // Workers inherit these, so lib/commerce (readCommerceConfig) talks to this sandbox too.
  process.env.SANDBOX_URL = sandbox.url;
  process.env.SANDBOX_PORT = String(port);
  return async () => {
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
