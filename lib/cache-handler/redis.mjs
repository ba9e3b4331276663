// Next's cache handler (`cacheHandler`, which server/standalone.ts sets when REDIS_URL is set): pages,
// route responses and fetch data in Redis, shared by every instance of one build; tag revalidations in one Redis hash
// shared by every build and by the 'use cache' handler (use-cache.mjs), so a webhook received by one instance
// reaches all. Redis unreachable → this process's own memory (recent entries and tags) serves instead and the state
// reads 'down' until Redis answers again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { createLogger } from '../../infra/log.ts';
import { decode, encode } from './codec.mjs';
import { createLocalCache } from './local.mjs';
import { entryTags, revalidation, tagVerdict } from './tags.mjs';

const stateKey = Symbol.for('storefront.cache-handler');
const commandTimeoutMs = Number(process.env.REDIS_COMMAND_TIMEOUT_MS) || 500;
const maxTtlSeconds = 7 * 24 * 3600;
const tagsKey = `${process.env.CACHE_KEY_PREFIX || 'storefront'}:tags`;
// Loaded by Node itself, outside Next's bundle: a logger of its own, in the one format (infra/log.ts).
const logger = createLogger('storefront');

export function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis command timed out')), commandTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One client and one local fallback per process, however many handlers Next constructs (one per request). */
export function processState() {
  if (globalThis[stateKey]) return globalThis[stateKey];
  const client = createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let lastError = 0;
  client.on('error', (error) => {
    if (Date.now() - lastError > 30_000) logger.error({ err: error }, '[cache] redis unreachable, serving from memory');
    lastError = Date.now();
  });
  client.connect().catch(() => {});
  const state = {
    client,
    local: createLocalCache(),
    ready: () => client.isReady,
    /** 'up' when Redis answers a PING in time, else 'down'. */
    async probe() {
      try {
        return client.isReady && (await withTimeout(client.ping())) === 'PONG' ? 'up' : 'down';
      } catch {
        return 'down';
      }
    },
  };
  globalThis[stateKey] = state;
  return state;
}

function buildPrefix(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** The revalidation records of `tags`: this process's own, then the shared ones (throws when Redis fails). */
export async function tagRecords(state, tags) {
  const { client, local } = state;
  const records = tags.map((tag) => local.tag(tag));
  if (!tags.length || !client.isReady) return records;
  const shared = await withTimeout(client.hmGet(tagsKey, tags));
  return [...records, ...shared.map((raw) => (raw ? JSON.parse(raw) : undefined))];
}

/** Records a revalidation of `tags` here and in the shared hash, which every instance and both handlers read. */
export async function revalidateTags(state, list, durations) {
  const { client, local } = state;
  const now = Date.now();
  for (const tag of list) local.setTag(tag, revalidation(local.tag(tag), now, durations));
  if (!list.length || !client.isReady) return;
  try {
    const fields = Object.fromEntries(list.map((tag) => [tag, JSON.stringify(local.tag(tag))]));
    await withTimeout(client.hSet(tagsKey, fields));
  } catch (error) {
    logger.error({ err: error }, `[cache] revalidation of ${list.join(', ')} reached this instance only`);
  }
}

export default class RedisCacheHandler {
  constructor(options = {}) {
    this.state = processState();
    this.prefix = `${process.env.CACHE_KEY_PREFIX || 'storefront'}:${buildPrefix(options.serverDistDir ?? '.next/server')}:`;
  }

  async get(key, ctx) {
    const { client, local } = this.state;
    let entry;
    try {
      if (client.isReady) {
        const raw = await withTimeout(client.get(this.prefix + key));
        entry = raw ? decode(JSON.parse(raw)) : undefined;
        if (entry) local.set(key, entry);
      } else entry = local.get(key);
      if (!entry) return null;
      const verdict = tagVerdict(await tagRecords(this.state, entryTags(entry.value, ctx)), entry.lastModified);
      if (verdict === 'expired') return null;
      // An old enough date makes Next treat the entry as stale: served once while a fresh render replaces it.
      return verdict === 'stale' ? { ...entry, lastModified: 1 } : entry;
    } catch {
      entry ??= local.get(key);
      if (!entry) return null;
      return tagVerdict(entryTags(entry.value, ctx).map(local.tag), entry.lastModified) === 'expired' ? null : entry;
    }
  }

  async set(key, data, ctx = {}) {
    const { client, local } = this.state;
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx.cacheControl };
    if (data === null) return void local.delete(key);
    local.set(key, entry);
    if (!client.isReady) return;
    const expire = ctx.cacheControl?.expire;
    const ttl = Math.min(typeof expire === 'number' && Number.isFinite(expire) ? expire : maxTtlSeconds, maxTtlSeconds);
    try {
      await withTimeout(
        client.set(this.prefix + key, JSON.stringify(encode(entry)), {
          expiration: { type: 'EX', value: Math.max(1, ttl) },
        }),
      );
    } catch {
      /* kept in memory; Redis gets the next render */
    }
  }

  async revalidateTag(tags, durations) {
    await revalidateTags(this.state, typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}
