// npm run cluster -- [--instances N]: the production shape on one machine. One standalone build, N instances of
// server/serve.ts behind HAProxy, behind the edge cache (nginx, server/edge) on $PORT (default 3000), one
// PostgreSQL (embedded or DATABASE_URL), one Redis (Debian's redis-server with a password, REDIS_PASSWORD or one made
// per run, or REDIS_URL) holding Next's cache, the commerce sandbox and MailDev once, and beside each instance its
// jobs (server/site-services.ts: mail worker, referral sweep; locks make each run once), and Prometheus scraping each
// instance's metrics port with the alert rules (server/cluster/prometheus.ts). Every instance gets the same secrets.
// Dead children restart with backoff; SIGTERM/SIGINT stop everything. Loopback only.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDebianPackages } from './apt.ts';
import { createLogger } from '../infra/log.ts';
import { haproxyConfig } from './cluster/haproxy.ts';
import { prometheusArgs, prometheusConfig, prometheusTargets } from './cluster/prometheus.ts';
import { redisConfig, redisUrl, waitForRedis, withoutCredentials } from './cluster/redis.ts';
import { edgeWanted, nginxAvailable, placeBehindEdge, superviseEdge } from './edge/edge.ts';
import { freePort } from './free-port.ts';
import {
  createSupervisor,
  ensureBuild,
  restartWithBackoff,
  startSandbox,
  superviseServices,
  waitForHttp,
} from './supervise.ts';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' } } });
const count = Number(values.instances);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  createLogger('cluster').fatal('--instances must be a whole number from 1 to 16');
  process.exit(2);
}

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.PORT ||= '3000';
const entryPort = Number(env.PORT);
const firstInstancePort = Number(env.CLUSTER_INSTANCE_PORT) || entryPort + 1;
const firstMetricsPort = Number(env.CLUSTER_METRICS_PORT) || entryPort + 60;
const prometheusPort = Number(env.PROMETHEUS_PORT) || entryPort + 50;
const dataDir = path.resolve(env.CLUSTER_DATA_DIR || `.data/cluster-${entryPort}`);
const origin = `http://127.0.0.1:${entryPort}`;
const stateFile = path.join(dataDir, 'instances.json');
const supervisor = createSupervisor('cluster', { onStop: async () => rmSync(stateFile, { force: true }) });

// The edge cache (nginx, ADR 0034) on the entry port in front of HAProxy, unless EDGE_CACHE=off or nginx cannot be
// had: then HAProxy takes the entry port.
const edge = edgeWanted(env) && (await nginxAvailable(supervisor.log));
const country = edge ? placeBehindEdge(env) : undefined;
const balancerPort = edge ? Number(env.CLUSTER_BALANCER_PORT) || entryPort + 80 : entryPort;

/** A file holding a secret: readable by this user only, whatever an earlier run left. */
function writePrivate(file: string, text: string) {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

// One value for every instance, made once per cluster start unless configured.
const secret = (bytes: number) => randomBytes(bytes).toString('base64');
env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||= secret(32);
env.CART_COOKIE_SECRET ||= secret(48);
env.PRISMIC_WEBHOOK_SECRET ||= secret(24);
env.COMMERCE_WEBHOOK_SECRET ||= secret(24);
env.NEXT_PUBLIC_SITE_URL ||= origin;
// HAProxy appends the client's address to X-Forwarded-For: one more proxy to trust. The outermost proxy (the edge,
// else HAProxy) proves itself to the instances with TRUSTED_PROXY_SECRET (ADR 0051).
env.TRUSTED_PROXY_HOPS = String((Number(env.TRUSTED_PROXY_HOPS) || 0) + 1);
env.TRUSTED_PROXY_SECRET ||= randomBytes(24).toString('hex');

mkdirSync(dataDir, { recursive: true });
const engines = env.REDIS_URL ? ['haproxy', 'prometheus'] : ['haproxy', 'redis-server', 'prometheus'];
await ensureDebianPackages(engines, engines, supervisor.log);
ensureBuild(env, supervisor.log);

if (!env.REDIS_URL) {
  const redisPort = Number(env.CLUSTER_REDIS_PORT) || (await freePort(entryPort + 90));
  const password = env.REDIS_PASSWORD?.trim() || randomBytes(24).toString('hex');
  const redisConf = path.join(dataDir, 'redis.conf');
  writePrivate(redisConf, redisConfig(redisPort, dataDir, password));
  restartWithBackoff(supervisor, 'redis', () =>
    supervisor.run([redisConf], env, { command: 'redis-server', stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  if (!(await waitForRedis(redisPort, password))) {
    supervisor.log(`redis did not answer on port ${redisPort}`, 'error');
    await supervisor.stopAll(1);
  }
  env.REDIS_URL = redisUrl(redisPort, password);
}

const servicesReady = superviseServices(supervisor, env);
await startSandbox(supervisor, env, origin);
const { databaseUrl, smtpUrl } = await servicesReady;
Object.assign(env, { DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl });
// The first services process runs instance 1's jobs; the others run only theirs against the same database.
for (let i = 2; i <= count; i++) await superviseServices(supervisor, { ...env, DATABASE_DIR: '' }, `jobs ${i}`);

const instances = Array.from({ length: count }, (_, i) => ({
  name: `site${i + 1}`,
  port: firstInstancePort + i,
  metricsPort: firstMetricsPort + i,
  id: randomBytes(6).toString('hex'),
  pid: 0,
}));
const writeState = () => writeFileSync(stateFile, `${JSON.stringify({ entryPort, instances }, null, 2)}\n`);
for (const instance of instances) {
  restartWithBackoff(supervisor, `instance ${instance.name}`, () => {
    const child = supervisor.run(['server/serve.ts'], {
      ...env,
      PORT: String(instance.port),
      METRICS_PORT: String(instance.metricsPort),
      SERVE_HOST: '127.0.0.1',
      INSTANCE_ID: instance.id,
    });
    instance.pid = child.pid ?? 0;
    writeState();
    return child;
  });
}

// Prometheus finds the instances in a file of targets (file_sd), so the same configuration serves any count.
const prometheusDir = path.join(dataDir, 'prometheus');
mkdirSync(prometheusDir, { recursive: true });
const prometheusConf = path.join(prometheusDir, 'prometheus.yml');
const targetsFile = path.join(prometheusDir, 'targets.json');
writeFileSync(targetsFile, prometheusTargets(instances));
writeFileSync(prometheusConf, prometheusConfig({ targetsFile }));
restartWithBackoff(supervisor, 'prometheus', () =>
  supervisor.run(
    prometheusArgs({ config: prometheusConf, dataDir: path.join(prometheusDir, 'data'), port: prometheusPort }),
    env,
    { command: 'prometheus' },
  ),
);

const live = await Promise.all(
  instances.map(({ port }) => waitForHttp(`http://127.0.0.1:${port}/api/health/live`, supervisor)),
);
const config = path.join(dataDir, 'haproxy.cfg');
const proxySecret = edge ? undefined : env.TRUSTED_PROXY_SECRET;
writePrivate(config, haproxyConfig({ entryPort: balancerPort, servers: instances, proxySecret }));
restartWithBackoff(supervisor, 'haproxy', () => supervisor.run(['-f', config, '-db'], env, { command: 'haproxy' }));

const balanced =
  live.every(Boolean) && (await waitForHttp(`http://127.0.0.1:${balancerPort}/api/health/live`, supervisor));
if (balanced && country) {
  superviseEdge(supervisor, env, {
    port: entryPort,
    origin: `127.0.0.1:${balancerPort}`,
    dir: path.join(dataDir, 'edge'),
    country,
  });
}
const prometheus = `http://127.0.0.1:${prometheusPort}`;
if (
  balanced &&
  (await waitForHttp(`${origin}/api/health/live`, supervisor)) &&
  (await waitForHttp(`${prometheus}/-/ready`, supervisor))
) {
  supervisor.log(
    `cluster ready on ${origin}: ${edge ? 'the edge cache (nginx), ' : ''}${count} instance${count === 1 ? '' : 's'} behind HAProxy, Redis ${withoutCredentials(env.REDIS_URL)}, Prometheus on ${prometheus}`,
  );
  process.send?.({ type: 'ready', origin, stateFile, prometheus });
} else if (!supervisor.isStopping()) {
  supervisor.log('the instances did not come up', 'error');
  await supervisor.stopAll(1);
}
