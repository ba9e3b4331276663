// Starts the whole site: builds when no build exists, starts and supervises the commerce sandbox when no hosted
// commerce is configured (restarted with backoff if it dies; the site keeps serving), starts the storefront's
// services (server/site-services.ts: embedded PostgreSQL unless DATABASE_URL is set, MailDev unless SMTP_URL is
// set, migrations and the outbox mail worker), then serves the standalone build (server/serve.ts) on $PORT (default
// 3000) with DATABASE_URL and SMTP_URL, behind the edge cache (server/edge) on $PORT when nginx can be had. SIGTERM/SIGINT
// stop everything gracefully. `npm run cluster` runs several instances.
import path from 'node:path';
import { edgeWanted, nginxAvailable, placeBehindEdge, superviseEdge } from './edge/edge.ts';
import { createSupervisor, ensureBuild, startSandbox, superviseServices, waitForHttp } from './supervise.ts';

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.PORT ||= '3000';
const publicPort = Number(env.PORT);
// The site's metrics on a port of their own, loopback only, which the edge does not forward to (9464 for port 3000).
env.METRICS_PORT ||= String(publicPort + 6_464);
const supervisor = createSupervisor('start');

// The edge cache (nginx, ADR 0034) takes the public port and the site moves behind it, unless EDGE_CACHE=off;
// without nginx the site answers on the public port itself.
const edge = edgeWanted(env) && (await nginxAvailable(supervisor.log));
const country = edge ? placeBehindEdge(env) : undefined;
if (edge) env.PORT = String(Number(env.EDGE_ORIGIN_PORT) || publicPort + 10_000);
else if (edgeWanted(env)) supervisor.log(`no edge cache: the site itself answers on port ${publicPort}`);

ensureBuild(env, supervisor.log);
const servicesReady = superviseServices(supervisor, env);
await startSandbox(supervisor, env, `http://127.0.0.1:${publicPort}`);

const services = await servicesReady;
env.DATABASE_URL = services.databaseUrl;
env.SMTP_URL = services.smtpUrl;

const web = supervisor.run(['server/serve.ts'], env);
web.once('exit', (code, signal) => {
  if (supervisor.isStopping()) return;
  supervisor.log(`site exited (${signal ?? code})`, 'error');
  void supervisor.stopAll(code ?? 1);
});

if (country && (await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health/live`, supervisor))) {
  const dir = path.resolve(`.data/edge-${publicPort}`);
  superviseEdge(supervisor, env, { port: publicPort, origin: `127.0.0.1:${env.PORT}`, dir, country });
  supervisor.log(`edge cache (nginx) on http://127.0.0.1:${publicPort}, the site behind it on port ${env.PORT}`);
}
