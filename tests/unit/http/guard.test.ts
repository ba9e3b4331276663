// @vitest-environment node
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirect } from 'next/navigation';
import { NextRequest } from 'next/server';
import { readJson } from '@/lib/http/body';
import { guardRoute } from '@/lib/http/guard';
import { logger } from '@/lib/telemetry/log';

const site = 'https://shop.example';

const route = guardRoute({
  GET: () => Response.json({ read: true }),
  POST: async (request) => Response.json({ got: await readJson(request) }),
  DELETE: () => {
    throw new Error('database password is hunter2');
  },
  PATCH: () => redirect('/elsewhere'),
});

const call = (method: keyof typeof route, init: RequestInit & { query?: string } = {}) =>
  route[method](new Request(`${site}/api/thing${init.query ?? ''}`, { method, ...init }));

const json = { 'content-type': 'application/json' };

/** A NextRequest as Next prerenders a force-static route with it: its runtime's copy of the class, behind a Proxy. */
function prerenderedRequest(url: string): Request {
  const require = createRequire(import.meta.url);
  // The module that defines the class next/server re-exports, found by its export, then loaded a second time.
  const entry = require.resolve('next/server');
  const file = Object.keys(require.cache).find(
    (key) => key !== entry && (require.cache[key]?.exports as { NextRequest?: unknown })?.NextRequest === NextRequest,
  );
  if (!file) throw new Error('the module defining NextRequest is not loaded');
  const loaded = require.cache[file];
  delete require.cache[file];
  const { NextRequest: RuntimeCopy } = require(file) as typeof import('next/server');
  if (loaded) require.cache[file] = loaded;
  // As Next's forceStaticRequestHandlers: empty headers, anything else read with the Proxy as receiver.
  const headers = new Headers();
  return new Proxy(new RuntimeCopy(url), {
    get: (target, prop, receiver) => (prop === 'headers' ? headers : Reflect.get(target, prop, receiver)),
  });
}

describe('guardRoute', () => {
  beforeEach(() => vi.stubEnv('NEXT_PUBLIC_SITE_URL', site));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers 405 with Allow for methods the route does not implement, 204 with Allow to OPTIONS', async () => {
    const response = await call('PUT', { headers: json, body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, PATCH, DELETE, OPTIONS');
    expect(await response.json()).toMatchObject({ code: 'methodNotAllowed' });
    const options = await call('OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, PATCH, DELETE, OPTIONS');
    expect((await call('HEAD')).status).toBe(200);
  });

  it('lists only GET, HEAD and OPTIONS for a read-only route', async () => {
    const readOnly = guardRoute({ GET: () => new Response('ok') });
    const response = await readOnly.POST(new Request(`${site}/x`, { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses a state-changing call from another origin with a localized 403', async () => {
    const evil = await call('POST', { headers: { ...json, origin: 'http://evil.example' }, body: '{}' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ code: 'forbidden', error: expect.stringContaining('this site') });
    const german = await call('POST', {
      query: '?locale=de',
      headers: { ...json, origin: 'null' },
      body: '{}',
    });
    expect(german.status).toBe(403);
    expect((await german.json()).error).toContain('Website');
    const crossSite = await call('POST', { headers: { ...json, 'sec-fetch-site': 'cross-site' }, body: '{}' });
    expect(crossSite.status).toBe(403);
    const sameSite = await call('POST', { headers: { ...json, 'sec-fetch-site': 'same-site' }, body: '{}' });
    expect(sameSite.status).toBe(403);
  });

  it('lets the own origin and non-browser callers through; reads are never origin-checked', async () => {
    const own = await call('POST', {
      headers: { ...json, origin: site, 'sec-fetch-site': 'same-origin' },
      body: '{"a":1}',
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ got: { a: 1 } });
    expect((await call('POST', { headers: json, body: '[]' })).status).toBe(200);
    expect((await call('GET', { headers: { origin: 'http://evil.example' } })).status).toBe(200);
  });

  it('accepts the loopback origins on PORT when no site URL is configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('PORT', '3302');
    for (const origin of ['http://localhost:3302', 'http://127.0.0.1:3302']) {
      expect((await call('POST', { headers: { ...json, origin }, body: '{}' })).status).toBe(200);
    }
    expect((await call('POST', { headers: { ...json, origin: 'http://localhost:3000' }, body: '{}' })).status).toBe(
      403,
    );
  });

  it('requires the exact JSON media type (415 otherwise)', async () => {
    for (const type of ['text/plain; application/json', 'text/plain', 'application/jsonx', 'application/json; x=1']) {
      const response = await call('POST', { headers: { 'content-type': type }, body: '{}' });
      expect(response.status, type).toBe(415);
    }
    for (const type of ['application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      expect((await call('POST', { headers: { 'content-type': type }, body: '{}' })).status, type).toBe(200);
    }
    const noType = await route.POST(new Request(`${site}/x`, { method: 'POST', body: new Uint8Array([123, 125]) }));
    expect(noType.status).toBe(415);
  });

  it('answers 400 for a body that is not JSON or not UTF-8', async () => {
    expect((await call('POST', { headers: json, body: '{"a":' })).status).toBe(400);
    expect((await call('POST', { headers: json, body: new Uint8Array([0x22, 0xff, 0x22]) })).status).toBe(400);
  });

  it('answers 413 for a body over 16 KB, by its declared length or while streaming, reading the rest up to 10 MB', async () => {
    const big = JSON.stringify({ notes: 'x'.repeat(17 * 1024) });
    const declared = await call('POST', { headers: { ...json, 'content-length': String(big.length) }, body: big });
    expect(declared.status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const streamed = await call('POST', { headers: json, body: endless, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    // Dropped as it comes, so the answer reaches the caller; an endless body is cut off at 10 MB.
    expect(pulled * 4096).toBeGreaterThan(10 * 1024 * 1024);
    expect(pulled * 4096).toBeLessThan(10 * 1024 * 1024 + 64 * 1024);
  });

  it('turns an unexpected error into a logged, generic 500 with a request id', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await call('DELETE', { headers: { 'x-request-id': 'req-12345678' } });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'server', requestId: 'req-12345678' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(String(log.mock.calls[0]?.[1])).toContain('req-12345678');
    const generated = await call('DELETE');
    expect((await generated.json()).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a statically generated GET with the request Next passed, not a copy (Node 24 cannot copy it)', async () => {
    const path = guardRoute({ GET: (request) => new Response(request.nextUrl.pathname) });
    const request = prerenderedRequest(`${site}/api/foodprint-image/en/0`);
    expect(request instanceof NextRequest).toBe(false);
    const response = await path.GET(request);
    expect(await response.text()).toBe('/api/foodprint-image/en/0');
  });

  it("lets Next's own control flow (redirect, notFound) through", async () => {
    await expect(call('PATCH', { headers: json })).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_REDIRECT'),
    });
  });
});
