import 'server-only';
import pg from 'pg';
import { RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterMemory } from 'rate-limiter-flexible';

let pool: pg.Pool | undefined;

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
  pool ??= new pg.Pool({ connectionString, max: 4 });
  const store = pool;
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
