// @vitest-environment node
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveDocument } from './cached-page-response.ts';
import { inlineScriptHashes, mayBeCachedPage, policyForCachedPage, sharedCacheControl } from './page-policy.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const nonced =
  "default-src 'self'; script-src 'self' 'nonce-abc==' 'sha256-layout' 'strict-dynamic'; object-src 'none'";

describe('the hashes of a cached document', () => {
  it('cover each inline script once, as written, and skip external scripts and data blocks', () => {
    const html = [
      '<script>self.__next_f=[]</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script nonce="x">self.__next_f.push([1,"é\\u003c"])</script>',
      '<SCRIPT type="module">import "x"</SCRIPT>',
      '<script>self.__next_f=[]</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hash('self.__next_f=[]'),
      hash('self.__next_f.push([1,"é\\u003c"])'),
      hash('import "x"'),
    ]);
  });

  it("replace the nonce and 'strict-dynamic' in script-src only, keeping the other sources", () => {
    expect(policyForCachedPage(nonced, ["'sha256-a'", "'sha256-layout'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-layout' 'sha256-a'; object-src 'none'",
    );
  });
});

describe('cache headers', () => {
  it("turn Next's ISR header into a bounded shared one and leave per-request pages alone", () => {
    expect(sharedCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe(
      'public, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBeUndefined();
    expect(sharedCacheControl(undefined)).toBeUndefined();
  });

  it("consider documents only, never Next's data, assets or API answers", () => {
    expect(mayBeCachedPage('GET', '/technology', {})).toBe(true);
    expect(mayBeCachedPage('HEAD', '/de/aura?x=1', {})).toBe(true);
    expect(mayBeCachedPage('GET', '/technology', { rsc: '1' })).toBe(false);
    expect(mayBeCachedPage('POST', '/contact', {})).toBe(false);
    for (const path of ['/_next/static/a.js', '/api/cart', '/content/x.webp']) {
      expect(mayBeCachedPage('GET', path, {})).toBe(false);
    }
  });
});

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request through serveDocument in front of `next` (a stand-in for Next's handler). */
function through(next: (response: http.ServerResponse) => void, headers: Record<string, string> = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const server = http.createServer((request, response) => {
      serveDocument(request, response);
      expect(request.headers['accept-encoding']).toBeUndefined();
      next(response);
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: '/technology', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            server.close(() =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            ),
          );
        })
        .on('error', reject);
    });
  });
}

const page = '<html><body><script>one()</script><p>Hi</p><script nonce="old">two()</script></body></html>';
const served = page.replace(' nonce="old"', '');

function cachedPage(response: http.ServerResponse, extra: Record<string, string> = {}, status = 200) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
  response.setHeader('Content-Security-Policy', nonced);
  for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
  response.flushHeaders();
  response.write(page.slice(0, 40));
  response.end(page.slice(40));
}

describe('serving a cached document', () => {
  it('holds it whole, drops a stale nonce, sends the hashes of its scripts, a shared Cache-Control and a gzip body', async () => {
    const reply = await through(cachedPage, { 'accept-encoding': 'gzip, br' });
    expect(reply.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'sha256-layout' ${hash('one()')} ${hash('two()')}; object-src 'none'`,
    );
    expect(reply.headers['cache-control']).toBe('public, s-maxage=300, stale-while-revalidate=86400');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(reply.body).toString()).toBe(served);
  });

  it("widens Vary by what chose the market variant, and keeps a market from the client's address private", async () => {
    const shared = await through((response) => cachedPage(response, { 'x-page-vary': 'Cookie' }));
    expect(shared.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(shared.body.toString()).toBe(served);
    const looked = await through((response) => cachedPage(response, { 'x-page-scope': 'private' }));
    expect(looked.headers['cache-control']).toBe('private, no-store');
    const cookie = await through((response) => cachedPage(response, { 'set-cookie': 'a=b' }));
    expect(cookie.headers['cache-control']).toBe('private, no-store');
    const missing = await through((response) => cachedPage(response, {}, 404));
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers['content-security-policy']).toContain(hash('two()'));
  });

  it('streams a page rendered per request with its nonce policy, compressed on the way', async () => {
    const reply = await through(
      (response) => {
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
          'Content-Security-Policy': nonced,
        });
        response.write('<p>one</p>');
        response.end('<p>two</p>');
      },
      { 'accept-encoding': 'gzip' },
    );
    expect(reply.headers['content-security-policy']).toBe(nonced);
    expect(reply.headers['cache-control']).toContain('no-store');
    expect(gunzipSync(reply.body).toString()).toBe('<p>one</p><p>two</p>');
  });

  it("sends a streamed head through the writeHead a later wrapper sees (Next's compression waits for it)", async () => {
    let wrapperSaw = false;
    const reply = await through((response) => {
      const inner = response.writeHead;
      response.writeHead = ((...args: Parameters<typeof inner>) => {
        wrapperSaw = true;
        return inner.apply(response, args);
      }) as typeof inner;
      response.setHeader('Content-Type', 'application/xml');
      response.flushHeaders();
      response.end(Buffer.alloc(200_000, 'a'));
    });
    expect(wrapperSaw).toBe(true);
    expect(reply.body.length).toBe(200_000);
  });

  it('answers a revalidation without a policy, so a stored page keeps its hashes', async () => {
    const reply = await through((response) => {
      response.statusCode = 304;
      response.setHeader('Content-Security-Policy', nonced);
      response.end();
    });
    expect(reply.status).toBe(304);
    expect(reply.headers['content-security-policy']).toBeUndefined();
  });
});
