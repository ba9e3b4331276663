#!/usr/bin/env node
// Starts the whole site: builds when no build exists, starts and supervises the commerce sandbox when no hosted
// commerce is configured (restarted with backoff if it dies; the site keeps serving), starts the storefront's
// services (scripts/site-services.ts: embedded PostgreSQL unless DATABASE_URL is set, MailDev unless SMTP_URL is
// set, migrations and the outbox mail worker), then serves the production build on $PORT (default 3000) with
// DATABASE_URL and SMTP_URL. SIGTERM/SIGINT stop everything gracefully. `npm run cluster` runs several instances.
import { createSupervisor, ensureBuild, startSandbox, superviseServices } from './supervise.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.PORT ||= '3000';
const supervisor = createSupervisor('start');

ensureBuild(env, supervisor.log);
const servicesReady = superviseServices(supervisor, env);
await startSandbox(supervisor, env, `http://127.0.0.1:${env.PORT}`);

const services = await servicesReady;
env.DATABASE_URL = services.databaseUrl;
env.SMTP_URL = services.smtpUrl;

const web = supervisor.run(['scripts/serve.mjs'], env);
web.once('exit', (code, signal) => {
  if (supervisor.isStopping()) return;
  supervisor.log(`site exited (${signal ?? code})`);
  void supervisor.stopAll(code ?? 1);
});
