// A loopback port for a service the launchers start (the cluster's Redis) and for the tools that start the site.
import net from 'node:net';

/** A port free on loopback right now: `preferred` when nothing listens there, else one the system picks. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', (error) => (preferred ? freePort().then(resolve, reject) : reject(error)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
