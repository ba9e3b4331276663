// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dropInternalHeaders } from './internal-headers.ts';

function headersOf(handler: (response: http.ServerResponse) => void) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const server = http.createServer((_, response) => {
      dropInternalHeaders(response);
      handler(response);
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port }, (response) => {
          response.resume();
          response.on('end', () => server.close(() => resolve(response.headers)));
        })
        .on('error', reject);
    });
  });
}

describe("the proxy's rewrite target", () => {
  it('never leaves the server, whether set one by one, in writeHead, or as raw pairs', async () => {
    const set = await headersOf((response) => {
      response.setHeader('x-middleware-rewrite', '/en/technology');
      response.setHeader('content-type', 'text/html');
      response.end('ok');
    });
    expect(set['x-middleware-rewrite']).toBeUndefined();
    expect(set['content-type']).toBe('text/html');
    const head = await headersOf((response) => {
      response.writeHead(200, { 'X-Middleware-Rewrite': '/en/x', 'x-kept': '1' }).end();
    });
    expect(head['x-middleware-rewrite']).toBeUndefined();
    expect(head['x-kept']).toBe('1');
    const pairs = await headersOf((response) => {
      response.writeHead(200, ['x-middleware-rewrite', '/en/y', 'x-kept', '2']).end();
    });
    expect(pairs['x-middleware-rewrite']).toBeUndefined();
    expect(pairs['x-kept']).toBe('2');
  });
});
