// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trimAssetHeaders } from './asset-headers.ts';

const policy = "default-src 'self'; script-src 'none'";

function headersOf(path: string, status: number) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const server = http.createServer((request, response) => {
      trimAssetHeaders(request, response);
      response.setHeader('Content-Security-Policy', policy);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.statusCode = status;
      response.end('body');
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          response.on('end', () => server.close(() => resolve(response.headers)));
        })
        .on('error', reject);
    });
  });
}

describe('built file headers', () => {
  it('drop the document policy from a file that exists, and keep nosniff', async () => {
    const found = await headersOf('/_next/static/chunks/app.js', 200);
    expect(found['content-security-policy']).toBeUndefined();
    expect(found['x-content-type-options']).toBe('nosniff');
    expect((await headersOf('/_next/static/chunks/app.js', 304))['content-security-policy']).toBeUndefined();
  });

  it("keep it on a miss's HTML page and on every other path", async () => {
    expect((await headersOf('/_next/static/chunks/missing.js', 404))['content-security-policy']).toBe(policy);
    expect((await headersOf('/technology', 200))['content-security-policy']).toBe(policy);
  });
});
