import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetOffers, getOffers } from '@/lib/catalogue/server';
import { integrationClient, resetIntegrationClient } from '@/lib/commerce/integration-client';
import { commerceConfig, marketToken, resetCommerceClient } from '@/lib/commerce/sdk';
import { createTokenCache } from '@/lib/commerce/token-cache';
import { loadCommerce } from './load';

// What ../reset-between-files.ts relies on: lib/commerce forgets what it keeps per process when a test asks it to.
beforeAll(loadCommerce);
afterEach(() => vi.restoreAllMocks());

const requestsTo = (fetchSpy: { mock: { calls: unknown[][] } }, path: string) =>
  fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(path)).length;

describe('resetting lib/commerce between test files', () => {
  it('reads the configuration again and asks for new market tokens after resetCommerceClient', async () => {
    const port = process.env.SANDBOX_PORT;
    expect(commerceConfig().sandboxOrigin).toBe(`http://127.0.0.1:${port}`);
    await marketToken('it-consumer');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await marketToken('it-consumer');
    expect(requestsTo(fetchSpy, '/oauth/token')).toBe(0);
    resetCommerceClient();
    await marketToken('it-consumer');
    expect(requestsTo(fetchSpy, '/oauth/token')).toBe(1);

    process.env.SANDBOX_PORT = '4999';
    expect(commerceConfig().sandboxOrigin).toBe(`http://127.0.0.1:${port}`);
    resetCommerceClient();
    expect(commerceConfig().sandboxOrigin).toBe('http://127.0.0.1:4999');
    process.env.SANDBOX_PORT = port;
    resetCommerceClient();
  });

  it('asks for a new integration token after resetIntegrationClient', async () => {
    await integrationClient();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await integrationClient();
    expect(requestsTo(fetchSpy, '/oauth/token')).toBe(0);
    resetIntegrationClient();
    await integrationClient();
    expect(requestsTo(fetchSpy, '/oauth/token')).toBe(1);
  });

  it('reads offers from the platform again after forgetOffers', async () => {
    await getOffers('it-consumer', ['FRESHLY-01']);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await getOffers('it-consumer', ['FRESHLY-01']);
    expect(requestsTo(fetchSpy, '/api/skus')).toBe(0);
    forgetOffers();
    expect((await getOffers('it-consumer', ['FRESHLY-01'])).get('FRESHLY-01')).toMatchObject({ amountCents: 6900 });
    expect(requestsTo(fetchSpy, '/api/skus')).toBe(1);
  });

  it('a token cache forgets its tokens on clear and asks again', async () => {
    let requests = 0;
    const cache = createTokenCache(async (key) => ({
      accessToken: `${key}-${++requests}`,
      tokenType: 'bearer',
      expires: new Date(Date.now() + 3_600_000),
    }));
    expect((await cache.get('market')).accessToken).toBe('market-1');
    expect((await cache.get('market')).accessToken).toBe('market-1');
    cache.clear();
    expect((await cache.get('market')).accessToken).toBe('market-2');
  });
});
