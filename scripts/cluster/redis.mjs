// Redis for the cluster's shared cache: Debian's redis-server on loopback, nothing on disk (a cache, not a store).
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** redis-server's arguments for `port`, bound to loopback, with persistence off, logging only warnings. */
export function redisArgs(port, dir) {
  return [
    ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    ...['--loglevel', 'warning'],
  ];
}

function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** Resolves true once Redis on `port` answers PING (false after `attempts` × 100 ms). */
export async function waitForRedis(port, attempts = 100) {
  for (let i = 0; i < attempts; i++) {
    if (await ping(port)) return true;
    await sleep(100);
  }
  return false;
}
