import { describe, expect, it, vi } from 'vitest';
import { createHttp, HttpError } from '@/lib/browser/http';

describe('JSON http helper', () => {
  it('prefixes the base URL, asks for JSON and runs the hooks around a request', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const onRequest = vi.fn();
    const onResponse = vi.fn();
    const http = createHttp({ baseUrl: '/api/', fetch, onRequest, onResponse });
    await expect(http.post('/cart/items', { sku: 'A' })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/cart/items');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"sku":"A"}');
    expect(onRequest).toHaveBeenCalledOnce();
    expect(onResponse).toHaveBeenCalledOnce();
  });

  it('raises HttpError with status and body, and reports it to onError', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'Invalid code' }), { status: 422 }));
    const onError = vi.fn();
    const http = createHttp({ baseUrl: '/api', fetch, onError });
    const error = await http.get('/cart').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, body: { error: 'Invalid code' } });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('reports network failures to onError', async () => {
    const onError = vi.fn();
    const http = createHttp({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('offline')), onError });
    await expect(http.get('/x')).rejects.toThrow('offline');
    expect(onError).toHaveBeenCalledOnce();
  });
});
