// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../infra/log.ts';
import { metricsAddress, requestMetrics, serveMetrics } from './metrics.ts';

const registry = new Registry();
const record = requestMetrics(registry);
const server = serveMetrics(
  registry,
  { port: 0, host: '127.0.0.1' },
  createLogger('test', { destination: { write() {} } }),
);
afterAll(() => new Promise((resolve) => server.close(resolve)));
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('an instance’s metrics', () => {
  it('are served as Prometheus text on /metrics: the request histogram by route and status, and Node’s own', async () => {
    await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
    record({ method: 'GET', route: '/[locale]/cart', status: 200, seconds: 0.02 });
    record({ method: 'GET', route: '/[locale]/cart', status: 200, seconds: 0.3 });
    record({ method: 'POST', route: '/[locale]/[uid]', status: 502, seconds: 1.2 });
    const response = await fetch(`${base()}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    expect(text).toContain(
      'storefront_http_request_duration_seconds_count{method="GET",route="/[locale]/cart",status="200"} 2',
    );
    expect(text).toContain(
      'storefront_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/[locale]/cart",status="200"} 1',
    );
    expect(text).toContain(
      'storefront_http_request_duration_seconds_count{method="POST",route="/[locale]/[uid]",status="502"} 1',
    );
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it('answer nothing else on their port', async () => {
    expect((await fetch(`${base()}/`)).status).toBe(404);
    expect((await fetch(`${base()}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('are served on METRICS_PORT, on loopback unless METRICS_HOST says otherwise, and not at all without it', () => {
    expect(metricsAddress({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsAddress({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(metricsAddress({})).toBeUndefined();
    expect(metricsAddress({ METRICS_PORT: 'off' })).toBeUndefined();
  });
});
