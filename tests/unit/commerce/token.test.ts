import { describe, expect, it, vi } from 'vitest';
import { CommerceApiError } from '@/lib/commerce/errors';
import { requestToken, snakeCaseOptions } from '@/lib/commerce/token';
import { createTokenCache } from '@/lib/commerce/token-cache';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('requestToken', () => {
  it('posts the grant type and snake-cased options and turns expires_in into a date', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ access_token: 'abc', token_type: 'bearer', expires_in: 7200 }),
    );
    const token = await requestToken(
      'http://auth.test',
      'client_credentials',
      { clientId: 'viridea-storefront', scope: 'market:code:it-consumer', clientSecret: undefined },
      fetchMock,
      () => 1_000,
    );
    expect(token.accessToken).toBe('abc');
    expect(token.expires.getTime()).toBe(1_000 + 7_200_000);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://auth.test/oauth/token');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'viridea-storefront',
      scope: 'market:code:it-consumer',
    });
  });

  it('reads errors from the errors field', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ errors: [{ code: 'UNAUTHORIZED', title: 'Invalid client', detail: 'Client not found' }] }, 401),
    );
    const failure = await requestToken('http://auth.test', 'client_credentials', { clientId: 'x' }, fetchMock).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(CommerceApiError);
    expect(failure).toMatchObject({ kind: 'response', status: 401, code: '401', message: 'Client not found' });
    expect((failure as CommerceApiError).first()?.code).toBe('UNAUTHORIZED');
  });

  it('maps a network failure to a request error', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(
      requestToken('http://auth.test', 'client_credentials', { clientId: 'x' }, fetchMock),
    ).rejects.toMatchObject({ kind: 'request' });
  });

  it('snake-cases option names', () => {
    expect(snakeCaseOptions({ clientId: 'a', clientSecret: undefined, marketId: 'b' })).toEqual({
      client_id: 'a',
      market_id: 'b',
    });
  });
});

describe('createTokenCache', () => {
  const token = (name: string, expiresAt: number) => ({
    accessToken: name,
    tokenType: 'bearer',
    expires: new Date(expiresAt),
  });

  it('keeps one token per market until shortly before expiry, then renews it', async () => {
    let clock = 0;
    let issued = 0;
    const fetchToken = vi.fn(async (market: string) => token(`${market}-${++issued}`, clock + 7_200_000));
    const cache = createTokenCache(fetchToken, () => clock, 60_000);
    expect((await cache.get('it-consumer')).accessToken).toBe('it-consumer-1');
    expect((await cache.get('it-consumer')).accessToken).toBe('it-consumer-1');
    expect((await cache.get('gb-consumer')).accessToken).toBe('gb-consumer-2');
    clock = 7_200_000 - 61_000;
    expect((await cache.get('it-consumer')).accessToken).toBe('it-consumer-1');
    clock = 7_200_000 - 59_000;
    expect((await cache.get('it-consumer')).accessToken).toBe('it-consumer-3');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('shares one request between concurrent callers and retries after a failure', async () => {
    const fetchToken = vi
      .fn<(market: string) => Promise<ReturnType<typeof token>>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async () => token('fresh', Date.now() + 3_600_000));
    const cache = createTokenCache(fetchToken);
    await expect(cache.get('eu-consumer')).rejects.toThrow('down');
    const [a, b] = await Promise.all([cache.get('eu-consumer'), cache.get('eu-consumer')]);
    expect(a).toBe(b);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('forgets an invalidated token', async () => {
    let issued = 0;
    const cache = createTokenCache(async () => token(`t${++issued}`, Date.now() + 3_600_000));
    await cache.get('fr-business');
    cache.invalidate('fr-business');
    expect((await cache.get('fr-business')).accessToken).toBe('t2');
  });
});
