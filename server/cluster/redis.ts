// Redis for the cluster's shared cache: Debian's redis-server on loopback, nothing on disk (a cache, not a store), and
// a password, since it holds the platform's integration token and any local user can reach loopback (ADR 0051).
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * redis-server's configuration for `port`: bound to loopback, persistence off, logging only warnings, clients
 * admitted with `password` only. A file (written owner-only), so the password is in no process's arguments.
 */
export function redisConfig(port: number, dir: string, password: string): string {
  if (!/^[\w-]{16,}$/.test(password)) throw new Error('the Redis password must be 16 or more letters, digits, _ or -');
  const lines = [`port ${port}`, 'bind 127.0.0.1', 'save ""', 'appendonly no', `dir "${dir}"`, 'loglevel warning'];
  return `${[...lines, `requirepass ${password}`].join('\n')}\n`;
}

/** How the site reaches that Redis: the password in the URL (REDIS_URL), as node-redis reads it. */
export const redisUrl = (port: number, password: string): string => `redis://:${password}@127.0.0.1:${port}`;

/** A Redis URL fit for a log: without its credentials. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

function ping(port: number, password: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write(`AUTH ${password}\r\nPING\r\n`));
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('+PONG') || answer.startsWith('-')) {
        socket.destroy();
        resolve(answer.includes('+PONG'));
      }
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** Resolves true once Redis on `port` answers PING to a client with `password` (false after `attempts` × 100 ms). */
export async function waitForRedis(port: number, password: string, attempts = 100): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await ping(port, password)) return true;
    await sleep(100);
  }
  return false;
}
