import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalCache } from '@/lib/cache-handler/local.mjs';
import handler from '@/lib/cache-handler/use-cache.mjs';

// The handler's memory path (Redis not ready): the same code judges entries read from Redis.
const stateKey = Symbol.for('storefront.cache-handler');
const scope = globalThis as Record<symbol, unknown>;
beforeEach(() => {
  scope[stateKey] = { client: { isReady: false }, local: createLocalCache() };
});
afterAll(() => {
  delete scope[stateKey];
});

const entry = (tags: string[], age = 0, revalidate = 300) => ({
  value: new Blob(['flight bytes']).stream(),
  tags,
  stale: 300,
  timestamp: Date.now() - age,
  expire: revalidate + 86_400,
  revalidate,
});
const text = async (found: Awaited<ReturnType<typeof handler.get>>) => found && new Response(found.value).text();

describe("the shared 'use cache' handler", () => {
  it('answers an entry with its bytes and metadata, and waits for a set still streaming', async () => {
    const setting = handler.set('k1', Promise.resolve(entry(['prismic', 'prismic:doc:a'])));
    const found = await handler.get('k1', []);
    await setting;
    expect(await text(found)).toBe('flight bytes');
    expect(found).toMatchObject({ tags: ['prismic', 'prismic:doc:a'], revalidate: 300 });
    expect(await text(await handler.get('k1', []))).toBe('flight bytes');
  });

  it('misses an entry older than a revalidation of one of its tags or of the page reading it', async () => {
    await handler.set('doc', Promise.resolve(entry(['prismic:doc:b'], 1_000)));
    await handler.set('other', Promise.resolve(entry(['prismic:doc:c'], 1_000)));
    await handler.set('layout', Promise.resolve(entry([], 1_000)));
    await handler.updateTags(['prismic:doc:b', '_N_T_/[locale]/layout'], { expire: 0 });
    expect(await handler.get('doc', [])).toBeUndefined();
    expect(await handler.get('layout', ['_N_T_/[locale]/layout'])).toBeUndefined();
    expect(await text(await handler.get('other', ['_N_T_/en']))).toBe('flight bytes');
    await handler.set('doc', Promise.resolve(entry(['prismic:doc:b'], -5)));
    expect(await text(await handler.get('doc', []))).toBe('flight bytes');
  });

  it('serves an entry once more, for a refresh, when its tag is only stale; never past its lifetime', async () => {
    await handler.set('stale', Promise.resolve(entry(['commerce:sku:X'], 1_000)));
    await handler.updateTags(['commerce:sku:X'], { expire: 3_600 });
    expect(await handler.get('stale', [])).toMatchObject({ revalidate: -1 });
    await handler.set('old', Promise.resolve(entry([], 61_000, 60)));
    expect(await handler.get('old', [])).toBeUndefined();
  });

  it('keeps no errored render', async () => {
    const broken = new ReadableStream({ pull: (controller) => controller.error(new Error('render failed')) });
    await handler.set('broken', Promise.resolve({ ...entry([]), value: broken }));
    expect(await handler.get('broken', [])).toBeUndefined();
  });
});
