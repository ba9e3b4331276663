import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxAvailable } from '@/server/edge/edge';
import { edgeConfig } from '@/server/edge/nginx-config';
import { startServer } from '@/scripts/fuzz/server.mjs';

// The edge cache (nginx, ADR 0034): first against a scripted origin, for nginx's own rules, then in front of the real
// site as `npm start` runs it (its start overlaps the first part). Build: $NEXT_DIST_DIR.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
process.env.EDGE_ORIGIN_PORT = String(Number(process.env.EDGE_TEST_PORT) || 27_500);
process.env.DATABASE_DIR ??= '.data/edge-test-postgres';
process.env.SANDBOX_DATA_DIR ??= '.data/edge-test-sandbox';
let site: ReturnType<typeof startServer> | undefined;

type Answer = { status?: number; headers?: Record<string, string>; body?: string };
const script = new Map<string, Answer>();
let originCalls = 0;
const origin = http.createServer((request, response) => {
  originCalls++;
  const answer = script.get(new URL(request.url!, 'http://x').pathname) ?? {};
  response.writeHead(answer.status ?? 200, { 'Content-Type': 'text/html', ...answer.headers });
  response.end(answer.body ?? `${request.method} ${originCalls}`);
});
const edgePort = Number(process.env.EDGE_ORIGIN_PORT) + 90;
const dir = `${process.cwd()}/.data/edge-test-nginx`;
let nginx: ChildProcess;

async function get(path: string, init: RequestInit = {}, base = `http://127.0.0.1:${edgePort}`) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const cacheStatus = async (path: string, init?: RequestInit) => (await get(path, init)).headers.get('x-cache-status');

beforeAll(async () => {
  expect(await nginxAvailable(console.log)).toBe(true);
  site = startServer({ distDir: process.env.NEXT_DIST_DIR || '.next' });
  site.catch(() => {});
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const { port } = origin.address() as AddressInfo;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = edgeConfig({ port: edgePort, origin: `127.0.0.1:${port}`, dir, country: { header: 'x-country' } });
  writeFileSync(`${dir}/nginx.conf`, process.getuid?.() === 0 ? `user nobody nogroup;\n${config}` : config);
  nginx = spawn('nginx', ['-e', 'stderr', '-p', dir, '-c', `${dir}/nginx.conf`], { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    if (
      await get('/').then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  origin.close();
  await (await site?.catch(() => undefined))?.stop();
});

describe('the edge cache in front of an origin', () => {
  const shared = { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=60' };

  it('keeps a public answer and serves it again without asking the origin', async () => {
    script.set('/page', { headers: shared });
    expect(await cacheStatus('/page')).toBe('MISS');
    const calls = originCalls;
    expect(await cacheStatus('/page')).toBe('HIT');
    expect(originCalls).toBe(calls);
  });

  it('never keeps private or unmarked answers, answers that set a cookie, POSTs or /api', async () => {
    script.set('/private', { headers: { 'Cache-Control': 'private, no-store' } });
    script.set('/unmarked', { headers: { 'Cache-Control': 's-maxage=60' } });
    script.set('/cookie', { headers: { ...shared, 'Set-Cookie': 'a=1' } });
    script.set('/api/x', { headers: shared });
    for (const path of ['/private', '/unmarked', '/cookie', '/api/x']) {
      await get(path);
      expect(await cacheStatus(path), path).not.toBe('HIT');
    }
    expect((await get('/cookie')).headers.get('set-cookie')).toBe('a=1');
    script.set('/form', { headers: shared });
    await get('/form', { method: 'POST', body: 'x' });
    expect(await cacheStatus('/form', { method: 'POST', body: 'x' })).not.toBe('HIT');
  });

  it('answers 404 for /metrics itself: an instance serves its metrics on its own port only (ADR 0069)', async () => {
    script.set('/metrics', { body: 'storefront_http_request_duration_seconds_count 1' });
    const calls = originCalls;
    for (const path of ['/metrics', '/METRICS', '/metrics/', '/metrics?x=1']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('storefront_');
    }
    expect(originCalls).toBe(calls);
  });

  it('keys on the market cookie and the country, not on the rest of the cookies, and skips drafts', async () => {
    script.set('/market', { headers: { ...shared, Vary: 'Cookie' } });
    expect(await cacheStatus('/market', { headers: { cookie: 'viridea_market=GB-consumer' } })).toBe('MISS');
    expect(await cacheStatus('/market', { headers: { cookie: 'consent=1; viridea_market=GB-consumer' } })).toBe('HIT');
    expect(await cacheStatus('/market')).toBe('MISS');
    expect(await cacheStatus('/market', { headers: { 'x-country': 'GB' } })).toBe('MISS');
    expect(await cacheStatus('/market', { headers: { cookie: 'viridea_cart=x' } })).toBe('BYPASS');
    expect(await cacheStatus('/market', { headers: { cookie: '__prerender_bypass=1' } })).toBe('BYPASS');
  });

  it('serves a stale copy while one background request renews it, never beyond stale-while-revalidate', async () => {
    // nginx counts whole seconds: the waits leave one more.
    script.set('/short', { headers: { 'Cache-Control': 'public, s-maxage=1, stale-while-revalidate=2' } });
    const first = await get('/short');
    await sleep(2_100);
    const stale = await get('/short');
    expect([stale.headers.get('x-cache-status'), stale.text]).toEqual(['STALE', first.text]);
    await sleep(200);
    const renewed = await get('/short');
    expect(renewed.headers.get('x-cache-status')).toBe('HIT');
    expect(renewed.text).not.toBe(first.text);
    await sleep(4_100);
    expect(await cacheStatus('/short')).toBe('EXPIRED');
  });
});

/** The sources a page's inline scripts need, as tests/e2e/content/cache.spec.ts computes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

const cookieHeader = (lines: string[], jar: Map<string, string>) => {
  for (const line of lines) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
};
const price = (html: string) => /data-testid="buy-box-price"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';

describe('npm start with the edge cache in front of the site', () => {
  let base = '';
  beforeAll(async () => {
    base = (await site!).base;
  }, 180_000);
  const page = (path: string, init?: RequestInit) => get(path, init, base);

  it('serves a cached page again from the edge with the same policy and body', async () => {
    const first = await page('/technology');
    const second = await page('/technology');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.text).toBe(first.text);
    const scriptSrc = /script-src ([^;]*)/.exec(second.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(inlineScriptHashes(second.text).filter((hash) => !scriptSrc.includes(hash))).toEqual([]);
  });

  it('never files `/` in one language under the key of visitors the proxy sends to another (ADR 0050)', async () => {
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    // nginx reads the first of two locale cookies, Next the last: English for the origin, none for the edge's key.
    for (let i = 0; i < 2; i++) {
      const tricked = await page('/?from=edge-test', {
        headers: { ...german, cookie: 'NEXT_LOCALE=; NEXT_LOCALE=en' },
      });
      expect(tricked.status).toBe(200);
      expect(tricked.headers.get('x-cache-status')).not.toBe('HIT');
    }
    const visitor = await page('/?from=edge-test', { headers: german });
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get('location')).toMatch(/^\/de\b/);
    // An unambiguous English visitor's `/` is still shared.
    const english = { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' };
    await page('/?from=edge-test', { headers: english });
    expect((await page('/?from=edge-test', { headers: english })).headers.get('x-cache-status')).toBe('HIT');
  });

  it('never keeps the cart, the cart API or an answer that sets a cookie', async () => {
    for (const path of ['/cart', '/api/cart?locale=en', '/technology?ref=EDGE-2345']) {
      const first = await page(path);
      const again = await page(path);
      expect(again.headers.get('x-cache-status'), path).not.toBe('HIT');
      expect(first.headers.get('cache-control'), path).not.toMatch(/public/);
    }
  });

  it('shows a cart moved to the United Kingdom pounds, and the next anonymous visitor euros', async () => {
    const jar = new Map<string, string>();
    const opened = await fetch(`${base}/api/cart?locale=en`);
    let cookie = cookieHeader(opened.headers.getSetCookie(), jar);
    const moved = await fetch(`${base}/api/cart/place?locale=en`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'GB' }),
    });
    expect(moved.status).toBe(200);
    cookie = cookieHeader(moved.headers.getSetCookie(), jar);
    expect(jar.get('viridea_market')).toBe('GB-consumer');
    const mine = await page('/freshly', { headers: { cookie } });
    expect(price(mine.text)).toContain('£');
    // A CDN honouring Vary keeps the document apart per cookie; the router payload no shared cache may keep (ADR 0050).
    expect(mine.headers.get('vary')).toMatch(/\bCookie\b/);
    const payload = await fetch(`${base}/freshly`, { headers: { cookie, rsc: '1' } });
    expect([payload.status, (await payload.text()).includes('£')]).toEqual([200, true]);
    expect(payload.headers.get('cache-control')).toBe('private, no-store');
    expect(payload.headers.get('x-nextjs-rewritten-path')).toBeNull();
    expect((await page('/freshly', { headers: { cookie } })).headers.get('x-cache-status')).toBe('HIT');
    const cart = JSON.parse(Buffer.from(jar.get('viridea_cart')!.split('.')[0], 'base64url').toString());
    for (const personal of [cart.orderId, cart.visitor].filter(Boolean)) expect(mine.text).not.toContain(personal);
    await page('/freshly');
    const next = await page('/freshly');
    expect(next.headers.get('x-cache-status')).toBe('HIT');
    expect(price(next.text)).toContain('€');
    const before = await page('/freshly', { headers: { cookie: `viridea_cart=${jar.get('viridea_cart')}` } });
    expect([before.headers.get('x-cache-status'), price(before.text).includes('£')]).toEqual(['BYPASS', true]);
  });
});
