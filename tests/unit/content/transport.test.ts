// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentServiceError } from '@/lib/content/errors';
import { createTransport } from '@/lib/content/transport';
import { fixtureClient, json } from './support';

const search = (n: number) => `https://repo.example/api/v2/documents/search?ref=master&page=${n}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('content transport', () => {
  it('waits retry-after seconds on 429 and retries', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(json(429, {}, { 'retry-after': '3' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const sleep = vi.fn(async () => undefined);
    const response = await createTransport({ send, sleep }).fetch(search(1));
    expect(await response.json()).toEqual({ ok: true });
    expect(sleep).toHaveBeenCalledWith(3000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits 1 s on 429 without retry-after (real timers driven by fake ones)', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn()
      .mockResolvedValueOnce(json(429, {}))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const pending = createTransport({ send }).fetch(search(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry budget with the status error', async () => {
    const send = vi.fn(async () => json(429, {}, { 'retry-after': '0' }));
    await expect(createTransport({ send, maxRetries: 2 }).fetch(search(1))).rejects.toMatchObject({ status: 429 });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('raises "{url} response timeout" when the answer does not come in time', async () => {
    const send = vi.fn(
      (_url: string, init?: { signal?: AbortSignal }) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const error = await createTransport({ send, timeoutMs: 20 })
      .fetch(search(1))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentServiceError);
    expect((error as Error).message).toBe(`${search(1)} response timeout`);
  });

  it('raises "Unexpected status code [5xx] on URL" keeping the status', async () => {
    const send = vi.fn(async () => new Response('upstream down', { status: 503 }));
    const error = await createTransport({ send })
      .fetch(search(1))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: `Unexpected status code [503] on URL ${search(1)}`,
      status: 503,
      url: search(1),
    });
  });

  it('raises the status error for a non-JSON 404 and passes JSON 400/404 through to the client', async () => {
    const html = vi.fn(
      async () => new Response('<h1>no</h1>', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await expect(createTransport({ send: html }).fetch(search(1))).rejects.toMatchObject({ status: 404 });
    const parsing = vi.fn(async () => json(400, { type: 'parsing-error', message: 'Invalid query' }));
    expect((await createTransport({ send: parsing }).fetch(search(1))).status).toBe(400);
  });

  it('surfaces 5xx through the client with the same message and status', async () => {
    const { client } = fixtureClient({ send: async () => new Response('', { status: 500 }) });
    await expect(client.getRepository()).rejects.toMatchObject({
      status: 500,
      message: expect.stringMatching(/^Unexpected status code \[500\] on URL http/),
    });
  });

  it('caches search responses by URL, not the repository document nor preview refs', async () => {
    const send = vi.fn(async () => json(200, { n: 1 }));
    const transport = createTransport({ send });
    await transport.fetch(search(1));
    expect(await (await transport.fetch(search(1))).json()).toEqual({ n: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    await transport.fetch('https://repo.example/api/v2');
    await transport.fetch('https://repo.example/api/v2');
    expect(send).toHaveBeenCalledTimes(3);
    const preview = 'https://repo.example/api/v2/documents/search?ref=https%3A%2F%2Frepo.example%2Fpreviews%2Fabc';
    await transport.fetch(preview);
    await transport.fetch(preview);
    expect(send).toHaveBeenCalledTimes(5);
    transport.clear();
    await transport.fetch(search(1));
    expect(send).toHaveBeenCalledTimes(6);
  });

  it('holds at most 1000 responses and evicts the least recently used at the 1001st', async () => {
    const send = vi.fn(async (url: string) => json(200, { url }));
    const transport = createTransport({ send });
    for (let n = 1; n <= 1000; n++) await transport.fetch(search(n));
    expect(transport.cache.size).toBe(1000);
    await transport.fetch(search(1));
    expect(send).toHaveBeenCalledTimes(1000);
    await transport.fetch(search(1001));
    expect(transport.cache.size).toBe(1000);
    expect(transport.cache.has(search(2))).toBe(false);
    expect(transport.cache.has(search(1))).toBe(true);
    await transport.fetch(search(2));
    expect(send).toHaveBeenCalledTimes(1002);
  });
});
