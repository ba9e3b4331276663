// Starts `npm run cluster` as a child for a test or the benchmark and resolves once it reports ready.
import { fork } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';

/**
 * Runs server/cluster.ts with `instances` on entry `port` (instances on port+1…, their metrics on port+60…, Prometheus
 * on port+50, Redis on port+90 if free, the sandbox on port+100, MailDev on port+125/+180), fresh data under
 * .data/cluster-<port>; `stop()` ends it and waits. Its output is kept in `log` and, with `logFile`, appended there
 * (for tests in other processes sharing one cluster).
 */
export function launchCluster({ instances = 2, port, env = {}, quiet = true, logFile }) {
  const dataDir = `.data/cluster-${port}`;
  const child = fork('server/cluster.ts', ['--instances', String(instances)], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 100),
      SANDBOX_DATA_DIR: `${dataDir}/sandbox`,
      SANDBOX_RESET: '1',
      DATABASE_DIR: `${dataDir}/postgres`,
      DATABASE_RESET: '1',
      MAILDEV_SMTP_PORT: String(port + 125),
      MAILDEV_WEB_PORT: String(port + 180),
      RATE_LIMIT_SCALE: '20',
      ...env,
    },
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => {
      log.push(String(chunk));
      if (logFile) appendFileSync(logFile, chunk);
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => message?.type === 'ready' && resolve(message));
    exited.then((code) =>
      reject(new Error(`cluster exited (${code}) before it was ready:\n${log.join('').slice(-4000)}`)),
    );
  });
  return {
    ready,
    log,
    inbox: `http://127.0.0.1:${port + 180}`,
    origin: `http://127.0.0.1:${port}`,
    /** The instances as the cluster last wrote them: [{ name, port, id, pid }]. */
    instances: () => JSON.parse(readFileSync(`${dataDir}/instances.json`, 'utf8')).instances,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
