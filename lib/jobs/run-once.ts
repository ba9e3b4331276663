import { sql, type Kysely } from 'kysely';
import type { Logger } from '@/infra/log';
import { logger } from '@/lib/telemetry/log';

// Created here rather than by a migration: the table belongs to the scheduler and holds nothing a visitor gave.
const ensured = new WeakSet<object>();

/** Creates the table once per pool; the lock keeps two instances starting together from racing on the catalogue. */
async function ensureTable<DB>(db: Kysely<DB>): Promise<void> {
  if (ensured.has(db)) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('job_runs'))`.execute(trx);
    await sql`create table if not exists job_runs (name text primary key, last_run_at timestamptz not null)`.execute(
      trx,
    );
  });
  ensured.add(db);
}

/**
 * Claims this period's run of job `name` across every instance sharing the database: one atomic upsert, so of
 * several schedulers firing in the same period exactly one gets true.
 */
export async function claimRun<DB>(db: Kysely<DB>, name: string, everyMs: number): Promise<boolean> {
  await ensureTable(db);
  const seconds = Math.max(0, Math.floor(everyMs / 1000) - 1);
  const claimed = await sql<{ name: string }>`
    insert into job_runs (name, last_run_at) values (${name}, now())
    on conflict (name) do update set last_run_at = now()
    where job_runs.last_run_at <= now() - make_interval(secs => ${seconds})
    returning name`.execute(db);
  return claimed.rows.length === 1;
}

/**
 * Runs `job` only while holding the session advisory lock for `name`, so a run never overlaps another instance's;
 * resolves false without running when another instance holds it.
 */
export async function runExclusive<DB>(db: Kysely<DB>, name: string, job: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext(${`job:${name}`})`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await job();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Every `everyMs`, runs `job` on the one instance that claims the period; returns a stop function. */
export function scheduleOnce<DB>(
  db: Kysely<DB>,
  name: string,
  everyMs: number,
  job: () => Promise<void>,
  log: Pick<Logger, 'error'> = logger,
): () => void {
  const tick = async () => {
    try {
      if (await claimRun(db, name, everyMs)) await runExclusive(db, name, job);
    } catch (error) {
      log.error({ err: error }, `[jobs] ${name} failed`);
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  return () => clearInterval(timer);
}
