// Next's handler for 'use cache' entries (`cacheHandlers.default`, which server/standalone.ts sets when REDIS_URL is
// set): entries in Redis, shared by every instance (Next's keys name the build), and judged by the tag records the
// page handler keeps (redis.mjs), so a webhook received by one instance also expires the data every other instance
// would render from. Redis unreachable → this process's own memory, as for pages.
import { createHash } from 'node:crypto';
import { processState, revalidateTags, tagRecords, withTimeout } from './redis.mjs';
import { tagVerdict } from './tags.mjs';

const keyPrefix = `${process.env.CACHE_KEY_PREFIX || 'storefront'}:use-cache:`;
const maxTtlSeconds = 7 * 24 * 3600;
// Sets still streaming, by key: a get for the same key waits for them rather than missing.
const pending = new Map();

const storeKey = (cacheKey) => keyPrefix + createHash('sha256').update(cacheKey).digest('base64url');

async function bytesOf(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

async function stored(state, key) {
  if (!state.client.isReady) return state.local.get(key);
  try {
    const raw = await withTimeout(state.client.get(key));
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return state.local.get(key);
  }
}

async function verdictOf(state, tags, timestamp) {
  try {
    return tagVerdict(await tagRecords(state, tags), timestamp);
  } catch {
    return tagVerdict(tags.map(state.local.tag), timestamp);
  }
}

const handler = {
  async get(cacheKey, softTags) {
    await pending.get(cacheKey);
    const state = processState();
    const entry = await stored(state, storeKey(cacheKey));
    // As Next's own handler does: past its revalidate time an entry is a miss, never served stale.
    if (!entry || Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    const verdict = await verdictOf(state, [...entry.tags, ...softTags], entry.timestamp);
    if (verdict === 'expired') return undefined;
    return {
      ...entry,
      value: streamOf(Buffer.from(entry.value, 'base64')),
      revalidate: verdict === 'stale' ? -1 : entry.revalidate,
    };
  },

  async set(cacheKey, pendingEntry) {
    let settled;
    pending.set(cacheKey, new Promise((resolve) => (settled = resolve)));
    try {
      const entry = await pendingEntry;
      const value = await bytesOf(entry.value);
      if (entry.expire === 0) return;
      const state = processState();
      const key = storeKey(cacheKey);
      const record = { ...entry, value: value.toString('base64') };
      state.local.set(key, record);
      if (!state.client.isReady) return;
      const ttl = Math.max(1, Math.min(Math.ceil(entry.revalidate), maxTtlSeconds));
      await withTimeout(state.client.set(key, JSON.stringify(record), { expiration: { type: 'EX', value: ttl } }));
    } catch {
      // An errored render is not kept; a write Redis missed stays in memory and the next render writes again.
    } finally {
      settled();
      pending.delete(cacheKey);
    }
  },

  async refreshTags() {},

  // Soft tags (a page's implicit ones) go to `get`, which reads them with the entry's own.
  async getExpiration() {
    return Infinity;
  },

  async updateTags(tags, durations) {
    await revalidateTags(processState(), tags, durations);
  },
};

export default handler;
