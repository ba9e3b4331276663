import { beforeAll, describe, expect, it } from 'vitest';
import { claims, loadCommerce, rejection } from './load';
import { tokenRenewalMarginMs } from '@/lib/commerce/token-cache';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

describe('commerce configuration against the sandbox', () => {
  it('reads the sandbox port: auth, API and checkout all go to the local sandbox', () => {
    const config = lib.client.commerceConfig();
    expect(config).toMatchObject({
      organization: 'viridea',
      clientId: 'viridea-storefront',
      authUrl: lib.sandboxUrl.replace('localhost', '127.0.0.1'),
      checkoutUrl: `${lib.sandboxUrl.replace('localhost', '127.0.0.1')}/checkout`,
      sandboxOrigin: lib.sandboxUrl.replace('localhost', '127.0.0.1'),
    });
    expect(lib.config.apiBaseUrl(config)).toBe('https://viridea.commercelayer.io/api');
  });
});

describe('market tokens', () => {
  it('issues a token scoped to the market and reuses it', async () => {
    const first = await lib.client.marketToken('it-consumer');
    const again = await lib.client.marketToken('it-consumer');
    expect(again).toBe(first);
    const payload = claims(first);
    expect(payload.scope).toBe('market:code:it-consumer');
    expect(payload).toMatchObject({ application: { client_id: 'viridea-storefront', kind: 'sales_channel' } });
    expect(payload.market).toMatchObject({ id: [expect.any(String)] });
  });

  it('gives different markets different tokens', async () => {
    const it = await lib.client.marketToken('it-consumer');
    const gb = await lib.client.marketToken('gb-consumer');
    const business = await lib.client.marketToken('it-business');
    expect(new Set([it, gb, business]).size).toBe(3);
    expect(claims(gb).scope).toBe('market:code:gb-consumer');
    expect(claims(business).scope).toBe('market:code:it-business');
    expect((claims(gb).market as { id: string[] }).id).not.toEqual((claims(it).market as { id: string[] }).id);
  });

  it('shares one request between concurrent callers of a new market', async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map(() => lib.client.marketToken('us-ca-consumer')));
    expect(new Set(tokens).size).toBe(1);
    expect(claims(tokens[0]).scope).toBe('market:code:us-ca-consumer');
  });

  it('refuses a market the sandbox does not know', async () => {
    const error = await rejection(lib.client.marketToken('mars-consumer'));
    expect(error).toBeInstanceOf(lib.errors.CommerceApiError);
    expect((error as InstanceType<typeof lib.errors.CommerceApiError>).status).toBeGreaterThanOrEqual(400);
  });

  it('renews a token shortly before it expires (token cache with an injected clock)', async () => {
    const config = lib.client.commerceConfig();
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const now = () => clock;
    let requests = 0;
    const cache = lib.tokenCache.createTokenCache((market) => {
      requests += 1;
      return lib.token.requestToken(
        config.authUrl,
        'client_credentials',
        { clientId: config.clientId, scope: `market:code:${market}` },
        fetch,
        now,
      );
    }, now);
    const first = await cache.get('fr-consumer');
    const payload = claims(first.accessToken);
    const lifetimeMs = (Number(payload.exp) - Number(payload.iat)) * 1000;
    expect(lifetimeMs).toBeGreaterThan(tokenRenewalMarginMs);
    expect(first.expires.getTime()).toBe(clock + lifetimeMs);
    expect(first.tokenType).toBe('bearer');

    clock += lifetimeMs - tokenRenewalMarginMs - 1_000;
    expect((await cache.get('fr-consumer')).accessToken).toBe(first.accessToken);
    expect(requests).toBe(1);

    clock += 2_000; // inside the renewal margin
    const renewed = await cache.get('fr-consumer');
    expect(requests).toBe(2);
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(claims(renewed.accessToken).scope).toBe('market:code:fr-consumer');
    // The renewed token works against the API.
    const skus = await lib.client
      .createCommerceClient(config, renewed.accessToken)
      .skus.list({ filters: { code_eq: 'FRESHLY-01' } });
    expect(Array.from(skus, (sku) => sku.code)).toEqual(['FRESHLY-01']);

    cache.invalidate('fr-consumer');
    expect((await cache.get('fr-consumer')).accessToken).not.toBe(renewed.accessToken);
    expect(requests).toBe(3);
  });

  it('runs a market client with the cached token and maps API failures', async () => {
    const count = await lib.client.withMarketClient('it-consumer', (client) =>
      lib.client.countRecords((params) => client.skus.list({ ...params, filters: { code_start: 'AURA' } })),
    );
    // Seeded AURA-01, AURA-FILTER, AURA-STRAP (a filter, since other integration files add SKUs of their own).
    expect(count).toBe(3);
    const error = await rejection(
      lib.client.withMarketClient('it-consumer', (client) => client.orders.retrieve('no-such-order')),
    );
    expect(error).toBeInstanceOf(lib.errors.CommerceApiError);
    expect((error as InstanceType<typeof lib.errors.CommerceApiError>).status).toBe(404);
  });
});
