// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readWebhook } from '@/lib/content/webhook';

const hasWebhookSecret = async (request: Request, expected: string | undefined) =>
  (await readWebhook(request, expected)).authorized;
import { HttpProblem } from '@/lib/http/problem';

const untouchable = () =>
  new ReadableStream<Uint8Array>({
    pull() {
      throw new Error('the body was read');
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}, query = '') =>
  new Request(`http://localhost/api/revalidate${query}`, {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('webhook secret', () => {
  it('refuses on a wrong header or query secret, or on a missing configuration, without reading the body', async () => {
    expect(await hasWebhookSecret(post(untouchable(), { 'x-webhook-secret': 'wrong' }), 'right')).toBe(false);
    expect(await hasWebhookSecret(post(untouchable(), {}, '?secret=wrong'), 'right')).toBe(false);
    expect(await hasWebhookSecret(post(untouchable()), undefined)).toBe(false);
  });

  it('reads the payload only once a header secret matched', async () => {
    const body = JSON.stringify({ type: 'api-update', documents: ['a'] });
    expect(await readWebhook(post(body, { 'x-webhook-secret': 'right' }), 'right')).toEqual({
      authorized: true,
      payload: { type: 'api-update', documents: ['a'] },
    });
    expect(await readWebhook(post(untouchable(), { 'x-webhook-secret': 'right' }), 'right')).toEqual({
      authorized: true,
      payload: undefined,
    });
  });

  it('reads at most 64 KB of a body carrying the secret', async () => {
    const huge = JSON.stringify({ secret: 'right', pad: 'x'.repeat(70 * 1024) });
    await expect(hasWebhookSecret(post(huge), 'right')).rejects.toBeInstanceOf(HttpProblem);
    expect(await hasWebhookSecret(post(JSON.stringify({ secret: 'right' })), 'right')).toBe(true);
    expect(await hasWebhookSecret(post('not json'), 'right')).toBe(false);
  });
});
