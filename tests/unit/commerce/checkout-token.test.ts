import { afterEach, describe, expect, it, vi } from 'vitest';

type TokenCall = { url: string; body: Record<string, string> };

function stubTokenEndpoint(): TokenCall[] {
  const calls: TokenCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, string> });
    return Response.json({ access_token: `guest-${calls.length}`, token_type: 'bearer', expires_in: 14400 });
  });
  return calls;
}

async function freshCheckout() {
  vi.resetModules();
  return (await import('@/lib/commerce/checkout')).checkoutUrl;
}

describe('checkout hand-off token', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('mints a guest token per hand-off: sales channel, one market, no client secret, never shared', async () => {
    vi.stubEnv('COMMERCE_ORGANIZATION', '');
    vi.stubEnv('COMMERCE_CLIENT_SECRET', '');
    vi.stubEnv('SANDBOX_PORT', '4999');
    const calls = stubTokenEndpoint();
    const checkoutUrl = await freshCheckout();
    const first = new URL(await checkoutUrl('ord_1', 'it-consumer'));
    const second = new URL(await checkoutUrl('ord_2', 'it-consumer'));
    expect(first.origin + first.pathname).toBe('http://127.0.0.1:4999/checkout/ord_1');
    expect(first.searchParams.get('accessToken')).toBe('guest-1');
    expect(second.searchParams.get('accessToken')).toBe('guest-2');
    expect(calls.map((call) => call.body)).toEqual([
      { grant_type: 'client_credentials', client_id: 'viridea-storefront', scope: 'market:code:it-consumer' },
      { grant_type: 'client_credentials', client_id: 'viridea-storefront', scope: 'market:code:it-consumer' },
    ]);
  });

  it('never hands out a token of the integration client the server may use', async () => {
    vi.stubEnv('COMMERCE_ORGANIZATION', 'viridea');
    vi.stubEnv('COMMERCE_CLIENT_ID', 'integration-id');
    vi.stubEnv('COMMERCE_CLIENT_SECRET', 'integration-secret');
    vi.stubEnv('COMMERCE_CHECKOUT_CLIENT_ID', '');
    const calls = stubTokenEndpoint();
    await expect((await freshCheckout())('ord_1', 'eu-consumer')).rejects.toThrow(/COMMERCE_CHECKOUT_CLIENT_ID/);
    expect(calls).toHaveLength(0);
    vi.stubEnv('COMMERCE_CHECKOUT_CLIENT_ID', 'sales-channel-id');
    const url = new URL(await (await freshCheckout())('ord_1', 'eu-consumer'));
    expect(url.searchParams.get('accessToken')).toBe('guest-1');
    expect(calls[0]?.body).toEqual({
      grant_type: 'client_credentials',
      client_id: 'sales-channel-id',
      scope: 'market:code:eu-consumer',
    });
  });
});
