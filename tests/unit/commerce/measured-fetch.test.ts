import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '@/infra/in-process';
import { commerceOperation, measuredFetch } from '@/lib/commerce/measured-fetch';
import { createTransport } from '@/lib/content/transport';

/** A sample of the shared registry: a counter's, or a histogram's `_count` series. */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const base = name.replace(/_count$/, '');
  const metric = await metricsRegistry().getSingleMetric(base)?.get();
  const found = metric?.values.find(
    (value) =>
      ('metricName' in value ? value.metricName : base) === name &&
      Object.entries(labels).every(([key, label]) => value.labels[key] === label),
  );
  return found?.value ?? 0;
}

describe('commerce and content calls in the metrics', () => {
  it('names a platform call by resource and relationship, never by an id', () => {
    const host = 'https://viridea.commercelayer.io';
    expect(commerceOperation('GET', `${host}/api/orders/NzXyAbCd?include=line_items`)).toBe('GET /api/orders/{id}');
    expect(commerceOperation('GET', `${host}/api/orders/NzXyAbCd/line_items`)).toBe('GET /api/orders/{id}/line_items');
    expect(commerceOperation('POST', `${host}/api/line_items`)).toBe('POST /api/line_items');
    expect(commerceOperation('POST', 'https://auth.commercelayer.io/oauth/token')).toBe('POST /oauth/token');
    expect(commerceOperation('GET', `${host}/api/Weird-Path/x/y/z`)).toBe('GET /api/{other}/{id}/{other}');
  });

  it('times every platform call by operation and status, and counts those that got no answer or a 5xx', async () => {
    const operation = 'PATCH /api/orders/{id}';
    const count = { name: 'storefront_commerce_request_duration_seconds_count' };
    const before = {
      ok: await sample(count.name, { operation, status: '200' }),
      failed: await sample(count.name, { operation, status: 'error' }),
      errors: await sample('storefront_commerce_request_errors_total', { operation }),
    };
    const answering = measuredFetch(async () => new Response('{}', { status: 200 }));
    await answering('https://viridea.commercelayer.io/api/orders/NzXyAbCd', { method: 'PATCH' });
    const unavailable = measuredFetch(async () => new Response('', { status: 503 }));
    await unavailable('https://viridea.commercelayer.io/api/orders/NzXyAbCd', { method: 'PATCH' });
    const down = measuredFetch(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(down('https://viridea.commercelayer.io/api/orders/NzXyAbCd', { method: 'PATCH' })).rejects.toThrow();
    expect(await sample(count.name, { operation, status: '200' })).toBe(before.ok + 1);
    expect(await sample(count.name, { operation, status: 'error' })).toBe(before.failed + 1);
    expect(await sample('storefront_commerce_request_errors_total', { operation })).toBe(before.errors + 2);
    const text = await metricsRegistry().metrics();
    expect(text).not.toContain('NzXyAbCd');
  });

  it('times the content calls that leave the transport, not the answers from its cache', async () => {
    const operation = 'GET /api/v2/documents/search';
    const name = 'storefront_content_request_duration_seconds_count';
    const before = await sample(name, { operation, status: '200' });
    const transport = createTransport({
      send: async () =>
        new Response('{"results":[]}', { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    const url = 'https://repo.cdn.prismic.io/api/v2/documents/search?ref=abc&q=%5B%5D';
    await transport.fetch(url);
    await transport.fetch(url);
    expect(await sample(name, { operation, status: '200' })).toBe(before + 1);
  });
});
