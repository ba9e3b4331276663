import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_TTL, SALES_CHANNEL_TTL } from '../../../sandbox/config';
import { api, INTEGRATION, requestToken, SALES_CHANNEL } from './api';
import { withOwnSandbox } from './own-sandbox';

// The sandbox runs in this process, so moving the system clock moves the sandbox's clock too.
withOwnSandbox();

afterEach(() => {
  vi.useRealTimers();
  delete process.env.SANDBOX_TOKEN_TTL;
});

const grant = { grant_type: 'client_credentials', client_id: SALES_CHANNEL, scope: 'market:code:it-consumer' };

async function issuedAt(body: Record<string, unknown>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const issued = await requestToken(body);
  expect(issued.status).toBe(200);
  return { token: issued.body.access_token as string, at: Date.now() };
}

const answerAt = async (time: number, token: string) => {
  vi.setSystemTime(time);
  return api('GET', 'skus?page[size]=1', token);
};

describe('access token lifetime', () => {
  it('serves a sales channel token until its lifetime ends, then refuses it as expired', async () => {
    const { token, at } = await issuedAt(grant);
    expect((await answerAt(at + SALES_CHANNEL_TTL * 1000 - 1000, token)).status).toBe(200);
    const expired = await answerAt(at + SALES_CHANNEL_TTL * 1000 + 1000, token);
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]).toMatchObject({
      code: 'INVALID_TOKEN',
      detail: 'The access token you provided has expired',
    });
  });

  it('gives integration tokens their longer lifetime', async () => {
    const { token, at } = await issuedAt({ grant_type: 'client_credentials', ...INTEGRATION });
    expect((await answerAt(at + SALES_CHANNEL_TTL * 1000 + 1000, token)).status).toBe(200);
    expect((await answerAt(at + INTEGRATION_TTL * 1000 + 1000, token)).status).toBe(401);
  });

  it('shortens every token to SANDBOX_TOKEN_TTL seconds', async () => {
    process.env.SANDBOX_TOKEN_TTL = '6';
    const { token, at } = await issuedAt(grant);
    expect((await answerAt(at + 5000, token)).status).toBe(200);
    const expired = await answerAt(at + 6500, token);
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].detail).toBe('The access token you provided has expired');
  });
});
