import { ownOrigins } from './site-origin';

/**
 * A state-changing request must come from the site's own pages: a browser always sends `Origin` on such requests
 * and `Sec-Fetch-Site` when it supports it; a caller sending neither is not a browser and cannot ride a session.
 */
export function isSameOriginRequest(headers: Headers, origins: readonly string[] = ownOrigins()): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.get('origin');
  return origin === null || origins.includes(origin);
}
