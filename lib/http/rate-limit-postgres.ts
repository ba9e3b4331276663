import 'server-only';
import pg from 'pg';
import { RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterMemory } from 'rate-limiter-flexible';
import { logger } from '@/lib/telemetry/log';

let current: { url: string; pool: pg.Pool } | undefined;

// An idle connection dropped by a database restart emits 'error' on its pool: unheard, it would end the process.
function limiterPool(connectionString: string): pg.Pool {
  // allowExitOnIdle: a short job (npm run privacy) that counted mail ends without waiting for idle connections.
  const created = new pg.Pool({ connectionString, max: 4, allowExitOnIdle: true });
  created.on('error', (error) => logger.error({ err: error }, '[rate-limit] idle connection lost'));
  return created;
}

/**
 * Limits shared by every instance through PostgreSQL (table `rate_limits`, created on first use); when the database
 * fails, the in-memory limiter answers instead, so an outage never turns into refusing every visitor.
 */
export function postgresLimiter(
  connectionString: string,
  name: string,
  policy: { points: number; duration: number },
  insurance: RateLimiterMemory,
): Promise<RateLimiterAbstract> {
  // One pool per process, on the database the limiters are made for (after resetLimits, tests give a file its own).
  if (current?.url !== connectionString) {
    void current?.pool.end().catch(() => undefined);
    current = { url: connectionString, pool: limiterPool(connectionString) };
  }
  const store = current.pool;
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: store,
        storeType: 'pool',
        tableName: 'rate_limits',
        keyPrefix: name,
        insuranceLimiter: insurance,
        clearExpiredByTimeout: true,
        ...policy,
      },
      (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter),
    );
  });
}
