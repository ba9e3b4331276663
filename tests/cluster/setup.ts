import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchCluster } from '@/scripts/cluster/launch.mjs';
import { copyContent } from './content-copy';

export type SharedCluster = {
  port: number;
  logFile: string;
  webhookSecret: string;
  redisPassword: string;
  /** Prometheus's base URL (PROMETHEUS_PORT, else the cluster's port + 50). */
  prometheus: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: SharedCluster;
  }
}

const valued = new Set(['--config', '-c', '--project', '--reporter', '--outputFile', '--root', '-r', '--dir']);

/** Whether this run includes a file that uses the shared cluster (the command line's file filters, if any). */
function clusterWanted(argv: string[]): boolean {
  const filters = argv
    .slice(argv.indexOf('run') + 1 || 2)
    .filter((arg, i, args) => !arg.startsWith('-') && !valued.has(args[i - 1]))
    .map((arg) => arg.replace(/^\.\//, ''));
  const users = readdirSync('tests/cluster')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/cluster/${name}`)
    .filter((file) => readFileSync(file, 'utf8').includes("from './shared'"));
  return !filters.length || users.some((file) => filters.some((filter) => file.includes(filter)));
}

// One 2-instance cluster for every file of the cluster step that uses it, on the build in $NEXT_DIST_DIR (never
// rebuilt here): starting it is most of the step's time. The commerce sandbox enforces the platform's test limits.
export default async function setup(project: TestProject) {
  if (!clusterWanted(process.argv)) return undefined;
  const port = Number(process.env.CLUSTER_TEST_PORT) || 27_000;
  const shared: Omit<SharedCluster, 'prometheus'> = {
    port,
    logFile: `.data/cluster-${port}.log`,
    webhookSecret: 'cluster-test-webhook-secret',
    redisPassword: 'cluster-test-redis-password',
  };
  mkdirSync('.data', { recursive: true });
  writeFileSync(shared.logFile, '');
  const cluster = launchCluster({
    port,
    logFile: shared.logFile,
    env: {
      PRISMIC_WEBHOOK_SECRET: shared.webhookSecret,
      COMMERCE_WEBHOOK_SECRET: shared.webhookSecret,
      REFERRAL_SWEEP_MINUTES: '0.05',
      SANDBOX_RATE_LIMITS: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      REDIS_PASSWORD: shared.redisPassword,
      CONTENT_DIR: copyContent(port),
    },
  });
  const { prometheus } = await cluster.ready;
  project.provide('cluster', { ...shared, prometheus });
  return () => cluster.stop();
}
