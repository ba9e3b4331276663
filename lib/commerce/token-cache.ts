import type { AccessToken } from './token';

/** Renew a token this long before it expires, so no request goes out with one about to lapse. */
export const tokenRenewalMarginMs = 60_000;

/** One token per key (market scope), reused until shortly before expiry; concurrent callers share a request. */
export function createTokenCache(
  fetchToken: (key: string) => Promise<AccessToken>,
  now: () => number = Date.now,
  marginMs = tokenRenewalMarginMs,
) {
  const tokens = new Map<string, AccessToken>();
  const pending = new Map<string, Promise<AccessToken>>();

  async function get(key: string): Promise<AccessToken> {
    const cached = tokens.get(key);
    if (cached && cached.expires.getTime() - marginMs > now()) return cached;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const request = fetchToken(key)
      .then((token) => {
        tokens.set(key, token);
        return token;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
    return request;
  }

  return {
    get,
    invalidate: (key: string) => void tokens.delete(key),
  };
}
