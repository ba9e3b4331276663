import 'server-only';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import type { SharedTokens } from './token-cache';
import type { AccessToken } from './token';
import { logger } from '@/lib/telemetry/log';

type Client = ReturnType<typeof createClient>;
const clientKey = Symbol.for('storefront.commerce-tokens');
// Generous: a lookup happens once per token lifetime per process, and a slow answer beats a needless token request.
const commandTimeoutMs = 2_000;
// As long as a token request may take (lib/commerce/token.ts): a claimant that died frees the key after it.
const claimMs = 15_000;

type Slot = { client: Client; connecting: Promise<unknown> };

// One connection per process however many bundles load this module; errors leave the local cache in charge.
function redis(url: string): Slot {
  const global = globalThis as { [clientKey]?: Slot };
  if (global[clientKey]) return global[clientKey];
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: commandTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let lastError = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastError > 30_000) logger.error({ err: error }, '[commerce] tokens kept per process');
    lastError = Date.now();
  });
  // A short job (the referral sweep) must still end when its work is done.
  client.unref();
  const connecting = client.connect().catch(() => undefined);
  global[clientKey] = { client, connecting };
  return global[clientKey];
}

function timed<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis command timed out')), commandTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The platform's access tokens in Redis (REDIS_URL, read at each use), shared by every instance and job of the site
 * under a key made from the credentials' identity, never the secret. Without REDIS_URL, or with Redis down, every
 * call fails and the token cache keeps its tokens per process.
 */
export function sharedTokens(namespace: string, identity: () => string): SharedTokens {
  // The first call in a process waits for the connection instead of missing the shared copy.
  const connected = async () => {
    const url = process.env.REDIS_URL?.trim();
    if (!url) throw new Error('no REDIS_URL');
    const { client, connecting } = redis(url);
    if (!client.isReady) await Promise.race([connecting, sleep(commandTimeoutMs, undefined, { ref: false })]);
    if (!client.isReady) throw new Error('redis not connected');
    return client;
  };
  const prefix = () => `${process.env.CACHE_KEY_PREFIX || 'storefront'}:commerce-token`;
  const keyOf = (key: string) =>
    `${prefix()}:${createHash('sha256').update(`${namespace}\n${identity()}\n${key}`).digest('hex').slice(0, 32)}`;
  return {
    async read(key) {
      const raw = await timed((await connected()).get(keyOf(key)));
      if (!raw) return undefined;
      const token = JSON.parse(raw) as Omit<AccessToken, 'expires'> & { expires: string };
      return { ...token, expires: new Date(token.expires) };
    },
    async write(key, token) {
      const ttl = token.expires.getTime() - Date.now();
      if (ttl <= 0) return;
      await timed(
        (await connected()).set(keyOf(key), JSON.stringify(token), { expiration: { type: 'PX', value: ttl } }),
      );
      await timed((await connected()).del(`${keyOf(key)}:claim`));
    },
    async claim(key) {
      const options = { condition: 'NX', expiration: { type: 'PX', value: claimMs } } as const;
      return (await timed((await connected()).set(`${keyOf(key)}:claim`, String(process.pid), options))) === 'OK';
    },
    async release(key) {
      await timed((await connected()).del(`${keyOf(key)}:claim`));
    },
    async drop(key, accessToken) {
      const raw = await timed((await connected()).get(keyOf(key)));
      if (raw && (JSON.parse(raw) as AccessToken).accessToken === accessToken)
        await timed((await connected()).del(keyOf(key)));
    },
  };
}
