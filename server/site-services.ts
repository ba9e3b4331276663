// The storefront's own services, run by server/start.ts as one supervised child (through tsx: the lib/ modules it
// runs import without file extensions, as the bundler resolves them): the embedded PostgreSQL cluster (unless
// DATABASE_URL is set), the migrations, MailDev (unless SMTP_URL is set) and the outbox mail worker and the referral
// sweep. With DATABASE_URL and SMTP_URL set it runs only the migrations and these jobs:
// `npm run cluster` starts one beside each instance, as production would. Reports { databaseUrl, smtpUrl } over IPC
// once ready; SIGTERM/SIGINT stop everything cleanly.
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { MailDev } from 'maildev';
import nodemailer from 'nodemailer';
import { startEmbeddedPostgres, type EmbeddedServer } from '../infra/embedded-postgres';
import { createLogger } from '../infra/log';
import { connectDatabase } from '../lib/db/connect';
import type { Database } from '../lib/db/schema';
import { scheduleOnce } from '../lib/jobs/run-once';
import { migrateToLatest } from '../lib/db/migrate';
import { readMailConfig } from '../lib/mail/config';
import { startMailWorker } from '../lib/mail/worker';
import { seedWarrantyCodes } from '../lib/registration/seed';
import type { ServicesReady } from './supervise.ts';

const logger = createLogger('services');
const log = (line: string) => logger.info(line);
const env = process.env;
const dir = env.DATABASE_DIR?.trim() || '.data/postgres';
const stops: (() => Promise<unknown>)[] = [];

async function database(): Promise<{ url: string; embedded: boolean }> {
  const configured = env.DATABASE_URL?.trim();
  if (configured) return { url: configured, embedded: false };
  if (env.DATABASE_RESET === '1') rmSync(dir, { recursive: true, force: true });
  const server: EmbeddedServer = await startEmbeddedPostgres({
    dir,
    databases: ['storefront'],
    port: Number(env.DATABASE_PORT) || undefined,
  });
  stops.push(() => server.stop());
  const url = server.url('storefront');
  // For `npm run submissions` while the site runs (the port changes between runs).
  writeFileSync(join(dir, 'url'), `${url}\n`, { mode: 0o600 });
  stops.push(async () => rmSync(join(dir, 'url'), { force: true }));
  return { url, embedded: true };
}

async function mailCatcher(): Promise<{ smtpUrl: string; inboxUrl?: string }> {
  if (env.SMTP_URL?.trim()) return { smtpUrl: env.SMTP_URL.trim() };
  const smtp = Number(env.MAILDEV_SMTP_PORT) || 1025;
  const web = Number(env.MAILDEV_WEB_PORT) || 1080;
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  stops.push(() => maildev.stop());
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, inboxUrl: `http://127.0.0.1:${web}` };
}

// The sweep needs the platform client (react-server modules), so it runs as its own short process; of several
// instances (npm run cluster, production) the one that claims the period runs it (lib/jobs/run-once.ts).
const sweepEveryMs = (Number(env.REFERRAL_SWEEP_MINUTES) || 15) * 60_000;
function scheduleReferralSweep(db: Kysely<Database>, databaseUrl: string) {
  const sweep = () =>
    new Promise<void>((resolve) =>
      execFile(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', 'scripts/referrals-sweep.ts'],
        { env: { ...env, DATABASE_URL: databaseUrl } },
        (error, stdout, stderr) => {
          if (error) logger.error({ err: error, stderr: stderr.trim() }, 'referral sweep failed');
          else log(stdout.trim());
          resolve();
        },
      ),
    );
  const stopSweeps = scheduleOnce(db, 'referral-sweep', sweepEveryMs, sweep, logger);
  stops.push(async () => stopSweeps());
}

// Confirmed "Your data" requests (the site also starts them right after a confirmation) and the retention job: a
// short process like the sweep, on the instance that claims the period; the retention also holds an advisory lock.
const privacyEveryMs = (Number(env.PRIVACY_JOB_MINUTES) || 10) * 60_000;
function schedulePrivacyJobs(db: Kysely<Database>, databaseUrl: string) {
  const run = () =>
    new Promise<void>((resolve) =>
      execFile(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', 'scripts/privacy.ts', 'run'],
        { env: { ...env, DATABASE_URL: databaseUrl } },
        (error, stdout, stderr) => {
          if (error) logger.error({ err: error, stderr: stderr.trim() }, 'privacy job failed');
          else log(stdout.trim());
          resolve();
        },
      ),
    );
  const stopJobs = scheduleOnce(db, 'privacy', privacyEveryMs, run, logger);
  stops.push(async () => stopJobs());
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const step of stops.reverse()) await step().catch((error: Error) => logger.error({ err: error }, 'stopping'));
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
// The supervisor died without a signal: do not keep a cluster running for nobody.
process.on('disconnect', () => void stop(0));

try {
  const started = Date.now();
  const { url, embedded } = await database();
  const db = connectDatabase(url, 3);
  stops.push(() => db.destroy());
  const applied = await migrateToLatest(db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  if (embedded) await seedWarrantyCodes(db);
  const { smtpUrl, inboxUrl } = await mailCatcher();
  const config = readMailConfig({ ...env, SMTP_URL: smtpUrl });
  const worker = startMailWorker(db, nodemailer.createTransport(config.smtpUrl), { from: config.from, log: logger });
  stops.push(() => worker.stop());
  scheduleReferralSweep(db, url);
  schedulePrivacyJobs(db, url);
  const where = embedded ? `embedded PostgreSQL in ${dir}` : 'DATABASE_URL';
  log(
    `database ready (${where}), mail via ${inboxUrl ? `MailDev, inbox ${inboxUrl}` : 'SMTP_URL'} (${Date.now() - started} ms)`,
  );
  const ready: ServicesReady = {
    type: 'ready',
    databaseUrl: url,
    smtpUrl,
    port: embedded ? new URL(url).port : undefined,
  };
  process.send?.(ready);
} catch (error) {
  logger.fatal({ err: error }, 'cannot start');
  await stop(1);
}
