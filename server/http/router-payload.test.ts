// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dropInternalHeaders } from './internal-headers.ts';
import { keepRouterPayloadsPrivate } from './router-payload.ts';

/** The headers a client gets for a request with `headers`, answered as `handler` answers, behind serve.ts's steps. */
function headersOf(headers: Record<string, string>, handler: (response: http.ServerResponse) => void) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const server = http.createServer((request, response) => {
      dropInternalHeaders(response);
      keepRouterPayloadsPrivate(request, response);
      handler(response);
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, headers }, (response) => {
          response.resume();
          response.on('end', () => server.close(() => resolve(response.headers)));
        })
        .on('error', reject);
    });
  });
}

// What Next sends for a cached page's payload (a market variant), and how it names the variant.
const nextPayload = (response: http.ServerResponse) => {
  response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=86340');
  response.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  response.setHeader('x-nextjs-rewritten-path', '/en_GB-consumer/freshly');
  response.setHeader('Content-Type', 'text/x-component');
  response.end('0:{}');
};

describe("a market variant's router payload (ADR 0050)", () => {
  it('is kept by no shared cache, however Next set its header, and streams through the edge', async () => {
    const requests: Record<string, string>[] = [
      { rsc: '1' },
      { rsc: '1', 'next-router-prefetch': '1' },
      { 'next-action': 'abc' },
    ];
    for (const request of requests) {
      const seen = await headersOf(request, nextPayload);
      expect(seen['cache-control'], JSON.stringify(request)).toBe('private, no-store');
      expect(seen['x-accel-buffering']).toBe('no');
    }
    const inHead = await headersOf({ rsc: '1' }, (response) =>
      response.writeHead(200, { 'Cache-Control': 'public, s-maxage=60' }).end(),
    );
    expect(inHead['cache-control']).toBe('private, no-store');
    const inPairs = await headersOf({ rsc: '1' }, (response) =>
      response.writeHead(200, ['cache-control', 's-maxage=60', 'x-kept', '1']).end(),
    );
    expect([inPairs['cache-control'], inPairs['x-kept']]).toEqual(['private, no-store', '1']);
  });

  it('does not name the internal variant path it was rendered from', async () => {
    const seen = await headersOf({ rsc: '1' }, nextPayload);
    expect(seen['x-nextjs-rewritten-path']).toBeUndefined();
    expect(seen['content-type']).toBe('text/x-component');
  });

  it('leaves a document request to serve.ts’s certification', async () => {
    const seen = await headersOf({}, nextPayload);
    expect(seen['cache-control']).toBe('s-maxage=60, stale-while-revalidate=86340');
    expect(seen['x-accel-buffering']).toBeUndefined();
  });
});
