// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/log.ts';
import { forwardingTrust } from './client-address.ts';
import { observeRequests, type AnsweredRequest } from './request-log.ts';
import { siteHandler } from './site-handler.ts';

const lines: Record<string, unknown>[] = [];
const written: string[] = [];
const answered: AnsweredRequest[] = [];
const log = createLogger('storefront', { destination: { write: (line: string) => void written.push(line) } });
const routeOf = (target: string) =>
  target.startsWith('/api/health/live') ? '/api/health/live' : '/[locale]/order-status';
let server: http.Server;
let base: string;

beforeAll(async () => {
  // Stands in for Next: an error for /boom, a page for everything else.
  const next = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(request.url === '/boom' ? 500 : 200, { 'Content-Type': 'text/plain' });
    response.end('answer');
  };
  const observe = observeRequests({ log, routeOf, record: (request) => answered.push(request) });
  server = http.createServer(siteHandler(next, forwardingTrust({}), observe));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function lineOf(path: string, init?: RequestInit) {
  const before = written.length;
  await (await fetch(`${base}${path}`, init)).text();
  for (let i = 0; i < 50 && written.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  lines.push(...written.slice(before).map((text) => JSON.parse(text)));
  return lines.at(-1);
}

describe('the runtime’s request log', () => {
  it('writes one JSON line per request: level, time, msg, method, route, status and duration, never the path', async () => {
    const line = await lineOf('/order-status?token=s3cr3t-t0ken');
    expect(line).toMatchObject({
      level: 'info',
      service: 'storefront',
      msg: 'GET /[locale]/order-status 200',
      method: 'GET',
      route: '/[locale]/order-status',
      status: 200,
    });
    expect(Date.parse(String(line?.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(line?.duration).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty('trace_id');
    expect(written.join('')).not.toContain('s3cr3t-t0ken');
    expect(answered.at(-1)).toMatchObject({ method: 'GET', route: '/[locale]/order-status', status: 200 });
  });

  it('logs a failing request with its status, a server error at error level', async () => {
    expect(await lineOf('/boom')).toMatchObject({ level: 'error', status: 500 });
    // Answered before Next by the gate: logged all the same, with the method it came with.
    expect(await lineOf('/order-status', { method: 'PROPFIND' })).toMatchObject({
      level: 'info',
      method: 'PROPFIND',
      status: 405,
    });
  });

  it('keeps the load balancer’s health checks out of the info level', async () => {
    const before = written.length;
    await (await fetch(`${base}/api/health/live`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.length).toBe(before);
    expect(answered.at(-1)).toMatchObject({ route: '/api/health/live', status: 200 });
  });
});
