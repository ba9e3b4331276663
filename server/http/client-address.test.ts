// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardingTrust, trustClientAddress, trustedProxyHops } from './client-address.ts';

type Trust = Parameters<typeof trustClientAddress>[1];

/** The forwarding headers Next gets for a request from `localAddress` with `headers`, behind serve.ts's step. */
function seenBy(trust: Trust | number, localAddress: string, headers: Record<string, string>) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const server = http.createServer((request, response) => {
      trustClientAddress(request, typeof trust === 'number' ? { hops: trust } : trust);
      response.end(JSON.stringify(request.headers));
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const request = http.get({ host: '127.0.0.1', port, localAddress, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => server.close(() => resolve(JSON.parse(body))));
      });
      request.on('error', reject);
    });
  });
}
const addressSeenBy = async (...args: Parameters<typeof seenBy>) => (await seenBy(...args))['x-forwarded-for'];

describe('the trusted client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await addressSeenBy(0, '127.0.0.2', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' })).toBe(
      '127.0.0.2',
    );
    expect(await addressSeenBy(0, '127.0.0.3', {})).toBe('127.0.0.3');
  });

  it('behind N trusted proxies is the address the outermost one saw, not what the client wrote before it', async () => {
    expect(await addressSeenBy(1, '127.0.0.4', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toBe('203.0.113.7');
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

describe('forwarding headers from a process on the same host (ADR 0051)', () => {
  const trust = forwardingTrust({
    TRUSTED_PROXY_HOPS: '2',
    TRUSTED_PROXY_SECRET: 'edge-secret-0123456789',
    GEO_COUNTRY_HEADER: 'x-edge-country',
  });
  const claims = {
    'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-edge-country': 'GB',
  };

  it('are trusted only with the secret of the proxy in front, which never reaches Next', async () => {
    const proven = await seenBy(trust, '127.0.0.5', { ...claims, 'x-proxy-secret': 'edge-secret-0123456789' });
    expect(proven).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-edge-country': 'GB',
      'x-forwarded-proto': 'https',
    });
    expect(proven['x-proxy-secret']).toBeUndefined();
    for (const secret of [undefined, 'wrong', 'edge-secret-012345678']) {
      const direct = await seenBy(trust, '127.0.0.6', { ...claims, ...(secret ? { 'x-proxy-secret': secret } : {}) });
      expect(direct['x-forwarded-for'], secret).toBe('127.0.0.6');
      for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-edge-country', 'x-proxy-secret'])
        expect(direct[name], `${name} ${secret}`).toBeUndefined();
    }
  });

  it('name no forwarded host or protocol when no proxy is trusted', async () => {
    const direct = await seenBy(0, '127.0.0.7', claims);
    expect([direct['x-forwarded-host'], direct['x-forwarded-proto']]).toEqual([undefined, undefined]);
    // Without a secret configured (a proxy the operator trusts by its hops alone) they pass as before.
    expect((await seenBy(1, '127.0.0.8', claims))['x-forwarded-host']).toBe('evil.example');
  });
});
