// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOffers, getOffers } from '@/lib/catalogue/server';
import * as sdk from '@/lib/commerce/sdk';
import type { AccessToken } from '@/lib/commerce/token';
import { createTokenCache, type SharedTokens } from '@/lib/commerce/token-cache';

const platform = { reads: 0, release: () => {} };
const withMarketClient = vi
  .fn()
  .mockImplementation(async (_market: string, work: (client: unknown) => Promise<unknown>) => {
    platform.reads += 1;
    await new Promise<void>((resolve) => (platform.release = resolve));
    return work({
      skus: {
        list: async () => [
          { code: 'FRESHLY-01', name: 'Freshly', prices: [{ amount_cents: 100, currency_code: 'EUR' }] },
        ],
      },
    });
  });

const token = (name: string): AccessToken => ({
  accessToken: name,
  tokenType: 'bearer',
  expires: new Date(Date.now() + 3_600_000),
});

/** Redis as the instances see it: one map, one claim per key at a time. */
function fakeRedis(): SharedTokens & { entries: Map<string, AccessToken> } {
  const entries = new Map<string, AccessToken>();
  const claims = new Set<string>();
  return {
    entries,
    read: async (key) => entries.get(key),
    async write(key, value) {
      entries.set(key, value);
      claims.delete(key);
    },
    claim: async (key) => !claims.has(key) && claims.add(key).size > 0,
    release: async (key) => void claims.delete(key),
    async drop(key, accessToken) {
      if (entries.get(key)?.accessToken === accessToken) entries.delete(key);
    },
  };
}

describe('platform tokens shared through Redis', () => {
  it('gives every instance the token one of them requested, one request per key for the cluster', async () => {
    const redis = fakeRedis();
    let issued = 0;
    const fetchToken = vi.fn(async (market: string) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return token(`${market}-${++issued}`);
    });
    const instances = [1, 2, 3].map(() => createTokenCache(fetchToken, Date.now, 60_000, redis));
    const got = await Promise.all(instances.flatMap((cache) => [cache.get('eu-consumer'), cache.get('eu-consumer')]));
    expect(new Set(got.map((t) => t.accessToken))).toEqual(new Set(['eu-consumer-1']));
    expect(fetchToken).toHaveBeenCalledTimes(1);
    const later = createTokenCache(fetchToken, Date.now, 60_000, redis);
    expect((await later.get('eu-consumer')).accessToken).toBe('eu-consumer-1');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('lets the next process ask at once when the one that claimed a key fails', async () => {
    const redis = fakeRedis();
    const failing = createTokenCache(async () => Promise.reject(new Error('platform down')), Date.now, 60_000, redis);
    const healthy = createTokenCache(async () => token('second'), Date.now, 60_000, redis);
    const started = Date.now();
    const [first, second] = await Promise.allSettled([failing.get('de-business'), healthy.get('de-business')]);
    expect(first.status).toBe('rejected');
    expect(second).toMatchObject({ status: 'fulfilled', value: { accessToken: 'second' } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps tokens per process when Redis fails, and drops a refused token from Redis', async () => {
    const down: SharedTokens = {
      read: () => Promise.reject(new Error('redis not connected')),
      write: () => Promise.reject(new Error('redis not connected')),
      claim: () => Promise.reject(new Error('redis not connected')),
      release: () => Promise.reject(new Error('redis not connected')),
      drop: () => Promise.reject(new Error('redis not connected')),
    };
    let issued = 0;
    const alone = createTokenCache(async () => token(`t${++issued}`), Date.now, 60_000, down);
    expect((await alone.get('it-consumer')).accessToken).toBe('t1');
    expect((await alone.get('it-consumer')).accessToken).toBe('t1');
    alone.invalidate('it-consumer');
    expect((await alone.get('it-consumer')).accessToken).toBe('t2');

    const redis = fakeRedis();
    const shared = createTokenCache(async () => token(`s${++issued}`), Date.now, 60_000, redis);
    await shared.get('it-consumer');
    shared.invalidate('it-consumer');
    await vi.waitFor(() => expect(redis.entries.size).toBe(0));
  });
});

describe('catalogue reads', () => {
  // The catalogue keeps offers per process: this file starts from none and leaves none of its made-up ones.
  beforeEach(() => {
    forgetOffers();
    vi.spyOn(sdk, 'withMarketClient').mockImplementation((market, work) => withMarketClient(market, work));
  });
  afterEach(() => {
    forgetOffers();
    vi.restoreAllMocks();
  });

  it('coalesces identical concurrent offer reads into one platform call', async () => {
    const burst = Array.from({ length: 10 }, () => getOffers('eu-consumer', ['FRESHLY-01']));
    await vi.waitFor(() => expect(platform.reads).toBe(1));
    platform.release();
    const answers = await Promise.all(burst);
    expect(answers.every((offers) => offers.get('FRESHLY-01')?.amountCents === 100)).toBe(true);
    expect(platform.reads).toBe(1);
  });
});
