import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '@/scripts/cluster/haproxy.mjs';
import { redisArgs } from '@/scripts/cluster/redis.mjs';

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

  it('retries on another instance, but a request with effects only when it never reached one', () => {
    expect(config).toContain('option redispatch 1');
    expect(config).toMatch(/retry-on conn-failure .*502 503 504/);
    expect(config).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS');
  });

  it('starts Redis on loopback with nothing written to disk', () => {
    expect(redisArgs(6390, '/tmp/x')).toEqual(
      expect.arrayContaining(['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']),
    );
  });
});
