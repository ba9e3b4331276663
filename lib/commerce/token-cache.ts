import { setTimeout as sleep } from 'node:timers/promises';
import type { AccessToken } from './token';

/** Renew a token this long before it expires, so no request goes out with one about to lapse. */
export const tokenRenewalMarginMs = 60_000;

/** Where processes (instances, jobs) share their tokens; every method may fail, which counts as nothing shared. */
export type SharedTokens = {
  read(key: string): Promise<AccessToken | undefined>;
  write(key: string, token: AccessToken): Promise<void>;
  /** True for the one process that may request `key` now; the others wait for its copy. */
  claim(key: string): Promise<boolean>;
  /** Gives the claim up (the request failed), so the next process asks at once. */
  release(key: string): Promise<void>;
  /** Forgets `key` if it still holds `accessToken` (the platform refused it). */
  drop(key: string, accessToken: string): Promise<void>;
};

const waitForClaimMs = 3_000;

/**
 * One token per key (market scope), reused until shortly before expiry; concurrent callers share a request, and with
 * `shared` every process shares one token per key and one request for it.
 */
export function createTokenCache(
  fetchToken: (key: string) => Promise<AccessToken>,
  now: () => number = Date.now,
  marginMs = tokenRenewalMarginMs,
  shared?: SharedTokens,
) {
  const tokens = new Map<string, AccessToken>();
  const pending = new Map<string, Promise<AccessToken>>();
  const fresh = (token: AccessToken | undefined): token is AccessToken =>
    !!token && token.expires.getTime() - marginMs > now();
  const sharedCopy = (key: string) => shared?.read(key).catch(() => undefined);

  async function obtain(key: string): Promise<AccessToken> {
    // Until the shared copy appears or this process holds the claim (the claimant died or gave up: its claim lapses).
    for (const deadline = Date.now() + waitForClaimMs; ; await sleep(100)) {
      const known = await sharedCopy(key);
      if (fresh(known)) return known;
      if (!shared || (await shared.claim(key).catch(() => true)) || Date.now() > deadline) break;
    }
    const token = await fetchToken(key).catch((error: unknown) => {
      void shared?.release(key).catch(() => undefined);
      throw error;
    });
    await shared?.write(key, token).catch(() => undefined);
    return token;
  }

  async function get(key: string): Promise<AccessToken> {
    const cached = tokens.get(key);
    if (fresh(cached)) return cached;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const request = obtain(key)
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
    invalidate(key: string) {
      const refused = tokens.get(key);
      tokens.delete(key);
      if (refused) void shared?.drop(key, refused.accessToken).catch(() => undefined);
    },
    /** Forgets every token of this process (tests that start each file afresh); the shared copies stay. */
    clear() {
      tokens.clear();
      pending.clear();
    },
  };
}
