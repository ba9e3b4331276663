import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy.ts';
import { redisConfig, redisUrl, withoutCredentials } from './redis.ts';

describe('the load balancer configuration', () => {
  const config = haproxyConfig({
    entryPort: 3000,
    servers: [
      { name: 'site1', port: 3001 },
      { name: 'site2', port: 3002 },
    ],
  });

  it('listens on loopback only and balances round-robin over every instance with health checks', () => {
    expect(config).toContain('bind 127.0.0.1:3000\n');
    expect(config).toContain('balance roundrobin');
    expect(config).toContain('option httpchk GET /api/health/live');
    expect(config).toMatch(/server site1 127\.0\.0\.1:3001\n\s+server site2 127\.0\.0\.1:3002/);
    expect(config).toMatch(/default-server check /);
  });

  it('proves itself to the instances with the secret only as the outermost proxy (ADR 0051)', () => {
    expect(config).not.toContain('x-proxy-secret');
    const outermost = haproxyConfig({ entryPort: 3000, servers: [], proxySecret: 'cluster-0123456789abcdef' });
    expect(outermost).toContain('  http-request set-header x-proxy-secret cluster-0123456789abcdef\n');
    expect(() => haproxyConfig({ entryPort: 3000, servers: [], proxySecret: 'x y' })).toThrow();
  });

  it('retries on another instance, but a request with effects only when it never reached one', () => {
    expect(config).toContain('option redispatch 1');
    expect(config).toMatch(/retry-on conn-failure .*502 503 504/);
    expect(config).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS');
  });

  it('starts Redis on loopback with nothing written to disk, admitting only clients with its password', () => {
    const config = redisConfig(6390, '/tmp/x', 'a1b2c3d4e5f6a7b8c9d0');
    for (const line of ['port 6390', 'bind 127.0.0.1', 'save ""', 'appendonly no', 'requirepass a1b2c3d4e5f6a7b8c9d0'])
      expect(config.split('\n')).toContain(line);
    expect(() => redisConfig(6390, '/tmp/x', '')).toThrow();
    expect(() => redisConfig(6390, '/tmp/x', 'short')).toThrow();
    expect(() => redisConfig(6390, '/tmp/x', 'with a space and more')).toThrow();
    const url = redisUrl(6390, 'a1b2c3d4e5f6a7b8c9d0');
    expect(new URL(url).password).toBe('a1b2c3d4e5f6a7b8c9d0');
    expect(withoutCredentials(url)).toBe('redis://127.0.0.1:6390');
  });
});
