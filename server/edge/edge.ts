// Starts the edge cache (nginx, server/edge/nginx-config.ts) in front of an origin under a supervisor, installing
// Debian's nginx when it is missing; `npm start` and `npm run cluster` put it on the public port.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages } from '../apt.ts';
import { trustedProxyHops } from '../http/client-address.ts';
import { restartWithBackoff, type Env, type Supervisor } from '../supervise.ts';
import { geoRangeLines } from './geo-table.ts';
import { edgeConfig, edgeCountryHeader } from './nginx-config.ts';

/** Where the edge takes the country from, as placeBehindEdge decided: a CDN's header, or its own look-up. */
export type CountrySource = { header: string } | { header?: undefined; hops: number };

/** True when nginx runs (installed now if needed); false, with the reason logged, when it cannot be had. */
export async function nginxAvailable(log: (message: string) => void): Promise<boolean> {
  try {
    await ensureDebianPackages(['nginx'], ['nginx'], log);
    return true;
  } catch (error) {
    log(`edge cache unavailable (${(error as Error).message})`);
    return false;
  }
}

/** Whether EDGE_CACHE turns the edge off (`off`, `0`, `false`): e.g. when a CDN already stands in front. */
export const edgeWanted = (env: Env): boolean =>
  !['off', '0', 'false', 'no'].includes(String(env.EDGE_CACHE ?? '').toLowerCase());

/**
 * Prepares the origin's `env` for a place behind the edge and returns where the edge takes the country from: one
 * more proxy hop, the secret the edge proves itself with (TRUSTED_PROXY_SECRET, made now unless configured), the
 * client's country in the edge's header unless GEO_COUNTRY_HEADER names a CDN's, the public port kept as the site's
 * own (SITE_PORT), and loopback only. Call it before adding hops of proxies between the edge and the origin.
 */
export function placeBehindEdge(env: Env): CountrySource {
  const hops = trustedProxyHops(env.TRUSTED_PROXY_HOPS);
  const header = env.GEO_COUNTRY_HEADER?.trim();
  env.TRUSTED_PROXY_HOPS = String(hops + 1);
  env.TRUSTED_PROXY_SECRET ||= randomBytes(24).toString('hex');
  env.GEO_COUNTRY_HEADER = header || edgeCountryHeader;
  env.SITE_PORT ||= env.PORT;
  env.SERVE_HOST = '127.0.0.1';
  return header ? { header } : { hops };
}

/**
 * Runs nginx on 127.0.0.1:`port` in front of `origin` (host:port) with a fresh cache under `dir`, restarted with
 * backoff like every other child; `country` from placeBehindEdge.
 */
export function superviseEdge(
  supervisor: Supervisor,
  env: NodeJS.ProcessEnv,
  { port, origin, dir, country }: { port: number; origin: string; dir: string; country: CountrySource },
) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  const table = path.join(dir, 'countries.conf');
  if (!country.header) writeFileSync(table, geoRangeLines());
  const root = process.getuid?.() === 0;
  const proxySecret = env.TRUSTED_PROXY_SECRET;
  const text = edgeConfig({
    port,
    origin,
    dir,
    proxySecret,
    country: country.header !== undefined ? country : { ...country, table },
  });
  // Started by root, nginx's workers drop to an unprivileged user; the master creates their directories for them (and
  // reads this owner-only file).
  writeFileSync(config, root ? `user nobody nogroup;\n${text}` : text, { mode: 0o600 });
  return restartWithBackoff(supervisor, 'edge cache', () =>
    supervisor.run(['-e', 'stderr', '-p', dir, '-c', config], env, { command: 'nginx' }),
  );
}
