// Prometheus metrics of one instance (docs/adr/0069-metrics-and-prometheus.md): the runtime's request histogram and
// Node's process metrics beside what the app records (lib/telemetry/metrics.ts), all in the process's one registry
// (infra/in-process.ts), served on METRICS_PORT, a port of its own that no proxy in front forwards to.
import http from 'node:http';
import { collectDefaultMetrics, Histogram, type Registry } from 'prom-client';
import type { Logger } from '../infra/log.ts';
import type { AnsweredRequest } from './http/request-log.ts';

/** Starts Node's process metrics in `registry` and returns what records one answered request there. */
export function requestMetrics(registry: Registry): (answered: AnsweredRequest) => void {
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time from a request’s arrival to the end of its response, by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  return ({ method, route, status, seconds }) => duration.observe({ method, route, status: String(status) }, seconds);
}

/** Where metrics are served: METRICS_PORT on METRICS_HOST (loopback by default); none when the port is unset or off. */
export function metricsAddress(env: Record<string, string | undefined>): { port: number; host: string } | undefined {
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/** Serves `registry` as Prometheus text on GET /metrics; anything else is a 404. A port in use is logged, not fatal. */
export function serveMetrics(registry: Registry, { port, host }: { port: number; host: string }, log: Logger) {
  const server = http.createServer((request, response) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'collecting the metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  server.on('error', (error) => log.error({ err: error }, `metrics not served: cannot listen on ${host}:${port}`));
  server.listen(port, host, () => log.info(`metrics on http://${host}:${port}/metrics`));
  return server;
}
