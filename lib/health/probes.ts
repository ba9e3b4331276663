import 'server-only';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { db } from '@/lib/db/server';

export type DependencyState = 'up' | 'down';
export type CacheState = DependencyState | 'local';

interface CacheHandlerState {
  probe(): Promise<DependencyState>;
}

/** The pool the pages use, one round trip. */
export async function databaseCheck(): Promise<void> {
  await sql`select 1`.execute(db());
}

/** The mail server accepts a connection (the outbox keeps mail while it does not). */
export function mailCheck(url = process.env.SMTP_URL): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!url?.trim()) return reject(new Error('SMTP_URL not set'));
    const { hostname, port, protocol } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) || (protocol === 'smtps:' ? 465 : 25) });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/** The shared cache: 'local' without REDIS_URL (one instance, Next's own cache), else whether Redis answers. */
export async function cacheState(): Promise<CacheState> {
  if (!process.env.REDIS_URL?.trim()) return 'local';
  // Set by lib/cache-handler/redis.mjs, which Next loads outside the app bundle.
  const handler = (globalThis as Record<symbol, CacheHandlerState | undefined>)[Symbol.for('storefront.cache-handler')];
  return handler ? handler.probe() : 'down';
}
