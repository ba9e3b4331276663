import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { ClusterInstance } from '@/scripts/cluster/launch.mjs';

const { port, logFile, webhookSecret, redisPassword, prometheus } = inject('cluster');

export { port, webhookSecret };
/** The cluster's Redis, which admits a client with the run's password only. */
export const redisUrl = `redis://:${redisPassword}@127.0.0.1:${port + 90}`;

/** The cluster tests/cluster/setup.ts started for the step, seen from a test file (its interface, minus the start). */
export const cluster = {
  ready: Promise.resolve(),
  origin: `http://127.0.0.1:${port}`,
  inbox: `http://127.0.0.1:${port + 180}`,
  sandbox: `http://127.0.0.1:${port + 100}`,
  prometheus,
  /** The instances as the cluster last wrote them. */
  instances: (): ClusterInstance[] =>
    JSON.parse(readFileSync(`.data/cluster-${port}/instances.json`, 'utf8')).instances,
  /** Everything the cluster printed so far. */
  get log(): string[] {
    return [readFileSync(logFile, 'utf8')];
  },
  stop: async () => undefined,
};
