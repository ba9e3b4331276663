// The hosted platform's limits per client IP, when SANDBOX_RATE_LIMITS asks for them: `live` 30 token requests,
// 1,000 cacheable reads and 200 writes a minute; `test` half of each. Off by default.
export type RequestKind = 'token' | 'read' | 'write';

const perMinute: Record<RequestKind, number> = { token: 30, read: 1000, write: 200 };
const windowMs = 60_000;

/** Which limit a request counts against, or undefined for what the platform does not limit (health, checkout). */
export function requestKind(method: string, pathname: string): RequestKind | undefined {
  if (pathname === '/oauth/token') return 'token';
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return undefined;
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/**
 * Sliding one-minute windows per address and kind; `check` answers the seconds to wait when over the limit. `counts`
 * says how many requests of each kind came, how many were refused and which tokens were issued how often since the
 * start (GET /_sandbox/counts).
 */
export function createRateLimits(mode = process.env.SANDBOX_RATE_LIMITS, now: () => number = Date.now) {
  const scale = mode === 'live' ? 1 : mode === 'test' ? 0.5 : 0;
  const seen = new Map<string, number[]>();
  const counted = { token: 0, read: 0, write: 0, refused: 0 };
  const grants: Record<string, number> = {};
  return {
    counts: () => ({ mode: scale ? mode : 'off', ...counted, grants: { ...grants } }),
    /** One token request answered, by client id and scope (which credentials asked how often). */
    granted(clientId: string, scope: string) {
      const key = `${clientId} ${scope}`.trim();
      grants[key] = (grants[key] ?? 0) + 1;
    },
    check(address: string, kind: RequestKind): number | undefined {
      counted[kind] += 1;
      if (!scale) return undefined;
      const key = `${kind} ${address}`;
      const at = now();
      const recent = (seen.get(key) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= perMinute[kind] * scale) {
        seen.set(key, recent);
        counted.refused += 1;
        return Math.max(1, Math.ceil((recent[0] + windowMs - at) / 1000));
      }
      recent.push(at);
      seen.set(key, recent);
      return undefined;
    },
  };
}
