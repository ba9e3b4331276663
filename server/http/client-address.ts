// The one client address the site trusts (rate limits, orders, referral checks read it from X-Forwarded-For), and
// the other forwarding headers, trusted only from the proxy in front (ADR 0051).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

type Env = Record<string, string | undefined>;
/** What serve.ts trusts of the proxies in front. */
export type ForwardingTrust = { hops: number; secret?: string; geoHeader?: string };

/** The header the proxy in front proves itself with: TRUSTED_PROXY_SECRET, made per run by npm start and the cluster. */
export const proxySecretHeader = 'x-proxy-secret';

/** TRUSTED_PROXY_HOPS: how many proxies in front of this server append to X-Forwarded-For (0 when clients connect directly). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 16 ? hops : 0;
}

/** What serve.ts trusts of the proxies in front: their number, the secret they send, the country header they set. */
export function forwardingTrust(env: Env = process.env): ForwardingTrust {
  return {
    hops: trustedProxyHops(env.TRUSTED_PROXY_HOPS),
    secret: env.TRUSTED_PROXY_SECRET?.trim() || undefined,
    geoHeader: env.GEO_COUNTRY_HEADER?.trim().toLowerCase() || undefined,
  };
}

function plain(address: string | undefined): string {
  return (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || 'unknown';
}

/**
 * The address the outermost trusted hop saw: the socket's peer with no proxy, else the entry `hops` places left of
 * it in X-Forwarded-For. Anything further left was written by the client and is ignored.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string {
  const chain = (hops > 0 && typeof forwardedFor === 'string' ? forwardedFor.split(',') : [])
    .map((hop) => hop.trim())
    .filter(Boolean);
  chain.push(plain(socketAddress));
  return plain(chain[Math.max(0, chain.length - 1 - hops)]);
}

const digest = (value: string) => createHash('sha256').update(String(value)).digest();

/**
 * Replaces whatever forwarding headers came in with what the site may trust, before Next reads them. With a secret
 * configured, only a request carrying it passed the proxy in front: any other (a local process that reached the
 * loopback port directly) is taken as its socket peer, with no forwarded host, protocol or country.
 */
export function trustClientAddress(request: IncomingMessage, { hops, secret, geoHeader }: ForwardingTrust): void {
  const sent = request.headers[proxySecretHeader];
  const proven = secret === undefined || (typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret)));
  delete request.headers[proxySecretHeader];
  const trusted = proven ? hops : 0;
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = clientAddress(
    request.socket?.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trusted,
  );
  delete request.headers['x-real-ip'];
  if (trusted === 0)
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete request.headers[name];
  if (!proven && geoHeader) delete request.headers[geoHeader];
}
