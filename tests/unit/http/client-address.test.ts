// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustClientAddress, trustedProxyHops } from '@/scripts/client-address.mjs';

function seenBy(hops: number, localAddress: string, headers: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const server = http.createServer((request, response) => {
      trustClientAddress(request, hops);
      response.end(String(request.headers['x-forwarded-for']));
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const request = http.get({ host: '127.0.0.1', port, localAddress, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => server.close(() => resolve(body)));
      });
      request.on('error', reject);
    });
  });
}

describe('the trusted client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await seenBy(0, '127.0.0.2', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' })).toBe(
      '127.0.0.2',
    );
    expect(await seenBy(0, '127.0.0.3', {})).toBe('127.0.0.3');
  });

  it('behind N trusted proxies is the address the outermost one saw, not what the client wrote before it', async () => {
    expect(await seenBy(1, '127.0.0.4', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', undefined, 2)).toBe('10.0.0.2');
    expect(clientAddress('::ffff:192.0.2.5', undefined, 0)).toBe('192.0.2.5');
  });

  it('reads TRUSTED_PROXY_HOPS as a small whole number, anything else as 0', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('-1')).toBe(0);
    expect(trustedProxyHops('1.5')).toBe(0);
    expect(trustedProxyHops('many')).toBe(0);
  });
});
