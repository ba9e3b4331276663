import { describe, expect, it } from 'vitest';
import { api, baseUrl, CUSTOMER, INTEGRATION, requestToken, SALES_CHANNEL, sdk } from './api';

const payload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('POST /oauth/token', () => {
  it('issues a market-scoped sales channel token without a secret', async () => {
    const { status, body } = await requestToken({
      grant_type: 'client_credentials',
      client_id: SALES_CHANNEL,
      scope: 'market:code:it-consumer',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: 'market:code:it-consumer' });
    expect(typeof body.created_at).toBe('number');
    const claims = payload(body.access_token);
    expect(claims.organization.slug).toBe('viridea');
    expect(claims.application).toMatchObject({ kind: 'sales_channel', client_id: SALES_CHANNEL });
    expect(claims.market.id).toHaveLength(1);
    expect(claims.iss).toBe('https://auth.commercelayer.io');
    expect(claims.exp - claims.iat).toBe(7200);
  });

  it('accepts market:id scopes', async () => {
    const { body: first } = await requestToken({
      grant_type: 'client_credentials',
      client_id: SALES_CHANNEL,
      scope: 'market:code:gb-business',
    });
    const id = payload(first.access_token).market.id[0];
    const { status, body } = await requestToken({
      grant_type: 'client_credentials',
      client_id: SALES_CHANNEL,
      scope: `market:id:${id}`,
    });
    expect(status).toBe(200);
    expect(payload(body.access_token).market.id).toEqual([id]);
    expect((await sdk(body.access_token).markets.retrieve(id)).code).toBe('gb-business');
  });

  it('issues integration tokens for 14400 s and refuses a wrong secret', async () => {
    const ok = await requestToken({ grant_type: 'client_credentials', ...INTEGRATION });
    expect(ok.status).toBe(200);
    expect(ok.body.expires_in).toBe(14400);
    expect(payload(ok.body.access_token).application.kind).toBe('integration');
    const bad = await requestToken({
      grant_type: 'client_credentials',
      client_id: INTEGRATION.client_id,
      client_secret: 'nope',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_CLIENT', status: '401' });
  });

  it('issues customer tokens by password with an owner and a working refresh token', async () => {
    const { status, body } = await requestToken({
      grant_type: 'password',
      client_id: SALES_CHANNEL,
      ...CUSTOMER,
      scope: 'market:code:it-consumer',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ owner_type: 'customer' });
    expect(body.owner_id).toMatch(/^[A-Za-z]{10}$/);
    expect(payload(body.access_token).owner).toEqual({ id: body.owner_id, type: 'Customer' });
    const refreshed = await requestToken({
      grant_type: 'refresh_token',
      client_id: SALES_CHANNEL,
      refresh_token: body.refresh_token,
      scope: 'market:code:it-consumer',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.owner_id).toBe(body.owner_id);
  });

  it('answers errors for bad grants, clients and scopes', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { grant_type: 'password', client_id: SALES_CHANNEL, username: CUSTOMER.username, password: 'wrong' },
        401,
        'INVALID_GRANT',
      ],
      [{ grant_type: 'client_credentials', client_id: 'nobody' }, 401, 'INVALID_CLIENT'],
      [{ grant_type: 'client_credentials' }, 400, 'INVALID_REQUEST'],
      [{ grant_type: 'magic', client_id: SALES_CHANNEL }, 400, 'UNSUPPORTED_GRANT_TYPE'],
      [{ grant_type: 'client_credentials', client_id: SALES_CHANNEL, scope: 'market:code:moon' }, 400, 'INVALID_SCOPE'],
      [{ grant_type: 'refresh_token', client_id: SALES_CHANNEL, refresh_token: 'forged.token' }, 401, 'INVALID_GRANT'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await requestToken(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors[0].code).toBe(code);
    }
  });
});

describe('bearer tokens on the API', () => {
  it('answers 401 without a token and with a forged one', async () => {
    const missing = await api('GET', 'skus');
    expect(missing.status).toBe(401);
    expect(missing.body.errors[0]).toMatchObject({ status: '401', code: 'INVALID_TOKEN' });
    const forged = await api('GET', 'skus', 'eyJhbGciOiJIUzUxMiJ9.eyJmb28iOjF9.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
  });

  it('serves the health check without a token', async () => {
    const res = await fetch(`${baseUrl()}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
