import 'server-only';
import { sql } from 'kysely';
import { db } from '@/lib/db/server';
import { logger } from '@/lib/telemetry/log';
import { registerScrapeGauges } from '@/lib/telemetry/metrics';

const readTimeoutMs = 2_000;
let warnedAt = 0;

async function readOutbox(): Promise<Record<string, number> | undefined> {
  const query = sql<{ pending: number; oldest: number | null }>`
    select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest
    from mail_outbox where status = 'pending'`.execute(db());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${readTimeoutMs} ms`)), readTimeoutMs);
  });
  try {
    const [row] = (await Promise.race([query, timeout])).rows;
    return {
      storefront_mail_outbox_pending: row.pending,
      storefront_mail_outbox_oldest_pending_age_seconds: Math.max(0, row.oldest ?? 0),
    };
  } catch (error) {
    if (Date.now() - warnedAt > 60_000) logger.warn({ err: error }, '[mail] the outbox could not be read for metrics');
    warnedAt = Date.now();
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The outbox's queue in the metrics (docs/adr/0069-metrics-and-prometheus.md): pending mails and the age of the oldest,
 * read from the database when Prometheus scrapes (NaN while it cannot be read). Every instance reports the same shared
 * table; the alert takes the maximum.
 */
export function registerOutboxMetrics(): void {
  registerScrapeGauges(
    [
      { name: 'storefront_mail_outbox_pending', help: 'Mails waiting in the outbox to be sent (retries included).' },
      {
        name: 'storefront_mail_outbox_oldest_pending_age_seconds',
        help: 'Seconds the oldest waiting mail has been in the outbox (0 when none waits).',
      },
    ],
    readOutbox,
  );
}
