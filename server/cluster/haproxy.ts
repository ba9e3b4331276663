// The load balancer in front of the instances: HAProxy, round-robin, checks on /api/health/live, and one retry of an
// idempotent request on another instance when its instance fails (a POST is retried only if it never left).
import { proxySecretHeader } from '../http/client-address.ts';

/**
 * HAProxy's configuration for `entryPort` in front of `servers` ([{ name, port }]), loopback only. As the outermost
 * proxy it proves itself to the instances with `proxySecret` (server/http/client-address.ts); behind the edge it passes
 * the edge's on.
 */
export function haproxyConfig({
  entryPort,
  servers,
  proxySecret,
  checkIntervalMs = 1_000,
}: {
  entryPort: number;
  servers: { name: string; port: number }[];
  proxySecret?: string;
  checkIntervalMs?: number;
}): string {
  if (proxySecret !== undefined && !/^[\w-]{16,}$/.test(proxySecret))
    throw new Error('the proxy secret must be 16 or more letters, digits, _ or -');
  const lines = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout queue 10s',
    // A busy instance answers its check late but does answer: only a refused or silent one is taken out.
    '  timeout check 5s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response junk-response response-timeout 502 503 504',
    'frontend entry',
    `  bind 127.0.0.1:${entryPort}`,
    '  option forwardfor',
    ...(proxySecret ? [`  http-request set-header ${proxySecretHeader} ${proxySecret}`] : []),
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health/live',
    '  http-check expect status 200',
    `  default-server check inter ${checkIntervalMs} fastinter ${Math.max(200, checkIntervalMs / 4)} fall 3 rise 2`,
    ...servers.map(({ name, port }) => `  server ${name} 127.0.0.1:${port}`),
  ];
  return `${lines.join('\n')}\n`;
}
