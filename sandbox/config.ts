import { resolve } from 'node:path';

export interface SandboxConfig {
  port: number;
  host: string;
  dataDir: string;
  /** An existing PostgreSQL database to use instead of the embedded cluster. */
  databaseUrl?: string;
  /** Wipe and re-seed before serving (SANDBOX_RESET=1). */
  reset: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    port: Number(env.SANDBOX_PORT ?? 4100),
    host: '127.0.0.1',
    dataDir: resolve(env.SANDBOX_DATA_DIR ?? '.data/sandbox'),
    databaseUrl: env.SANDBOX_DATABASE_URL || undefined,
    reset: env.SANDBOX_RESET === '1',
  };
}

export const ORGANIZATION_SLUG = 'viridea';
export const ISSUER = 'https://auth.commercelayer.io';
export const SALES_CHANNEL_TTL = 7200;
export const INTEGRATION_TTL = 14400;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 25;
