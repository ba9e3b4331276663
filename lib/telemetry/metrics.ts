import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { metricsRegistry } from '@/infra/in-process';

/**
 * The app's metrics, in the registry the runtime serves on METRICS_PORT (infra/in-process.ts, server/metrics.ts).
 * Each is made once per process whichever bundle asks first: a second module copy finds it by name.
 */
function metric<T>(registry: Registry, name: string, make: (registers: Registry[]) => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make([registry]);
}

const callLabels = ['operation', 'status'] as const;

function callMetrics(system: 'commerce' | 'content', what: string) {
  const registry = metricsRegistry();
  const duration = metric(
    registry,
    `storefront_${system}_request_duration_seconds`,
    (registers) =>
      new Histogram({
        name: `storefront_${system}_request_duration_seconds`,
        help: `Duration of calls to ${what}, by operation and HTTP status (\`error\`: no answer).`,
        labelNames: callLabels,
        registers,
      }),
  );
  const errors = metric(
    registry,
    `storefront_${system}_request_errors_total`,
    (registers) =>
      new Counter({
        name: `storefront_${system}_request_errors_total`,
        help: `Calls to ${what} that got no answer (network, time-out) or a 429 or 5xx, by operation.`,
        labelNames: ['operation'],
        registers,
      }),
  );
  return (operation: string, status: number | 'error', seconds: number) => {
    duration.observe({ operation, status: String(status) }, seconds);
    if (status === 'error' || status === 429 || status >= 500) errors.inc({ operation });
  };
}

/** Records a call to the commerce platform (`GET /api/orders/{id}`): its status, or `error` when none came. */
export const recordCommerceCall = callMetrics('commerce', 'the commerce platform');

/** Records a content call (`GET /api/v2/documents/search`) the transport did not answer from its cache. */
export const recordContentCall = callMetrics('content', 'the content repository');

/** Counts a request a rate limit refused, by the limit's name. */
export function countRefusal(limit: string): void {
  const registry = metricsRegistry();
  metric(
    registry,
    'storefront_rate_limit_refusals_total',
    (registers) =>
      new Counter({
        name: 'storefront_rate_limit_refusals_total',
        help: 'Requests refused by a rate limit (429), by limit (lib/http/rate-limit.ts).',
        labelNames: ['limit'],
        registers,
      }),
  ).inc({ limit });
}

/** Gauges read when Prometheus scrapes, all by one `read` per scrape; a value `read` cannot give is NaN. */
export function registerScrapeGauges(
  gauges: { name: string; help: string }[],
  read: () => Promise<Record<string, number> | undefined>,
): void {
  const registry = metricsRegistry();
  if (registry.getSingleMetric(gauges[0].name)) return;
  let pending: Promise<Record<string, number> | undefined> | undefined;
  const values = () =>
    (pending ??= read().finally(() => {
      pending = undefined;
    }));
  for (const { name, help } of gauges)
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set((await values())?.[name] ?? Number.NaN);
      },
    });
}
