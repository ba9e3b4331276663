import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '@/infra/embedded-postgres';
import { sendContactMessage } from '@/lib/contact/server';
import { connectDatabase } from '@/lib/db/connect';
import { closeDb } from '@/lib/db/server';
import { contact, meta } from './fixtures';

// The short version of `npm run bench:durability`: the services process of `npm start` (cluster, worker, MailDev)
// is SIGKILLed with its whole process group right after submissions were acknowledged, then started again.
const dir = mkdtempSync(join(tmpdir(), 'viridea-durability-'));
// As root the cluster runs as the postgres user, which must be able to enter the folder.
chmodSync(dir, 0o755);
let services: ChildProcess | undefined;

async function startServices(): Promise<string> {
  const env = {
    ...process.env,
    DATABASE_DIR: join(dir, 'postgres'),
    DATABASE_URL: '',
    SMTP_URL: '',
    MAILDEV_SMTP_PORT: String(await freePort()),
    MAILDEV_WEB_PORT: String(await freePort()),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/site-services.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  services = child;
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type?: string; databaseUrl?: string }) => {
      if (message.type === 'ready' && message.databaseUrl) resolve(message.databaseUrl);
    });
    child.once('exit', (code) => reject(new Error(`services exited with ${code}`)));
  });
}

async function killGroup(child: ChildProcess) {
  process.kill(-child.pid!, 'SIGKILL');
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-child.pid!, 0);
      await sleep(100);
    } catch {
      return;
    }
  }
}

afterAll(async () => {
  await closeDb();
  if (services?.pid) await killGroup(services).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

it(
  'keeps every acknowledged submission through SIGKILL of the database process group',
  { timeout: 300_000 },
  async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 2; round++) {
      process.env.DATABASE_URL = await startServices();
      let killed = false;
      const client = async () => {
        while (!killed) {
          const key = randomUUID();
          const ok = await sendContactMessage(contact(`c-${key}@test.example`), meta('en', key)).then(
            () => true,
            () => false,
          );
          if (ok && !killed) acknowledged.push(key);
          if (acknowledged.length >= (round + 1) * 6 && !killed) {
            killed = true;
            await killGroup(services!);
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      await closeDb();
    }
    const url = await startServices();
    const db = connectDatabase(url, 1);
    try {
      const rows = await db.selectFrom('contact_messages').select('idempotency_key').execute();
      const stored = new Set(rows.map((row) => row.idempotency_key));
      expect(acknowledged.length).toBeGreaterThanOrEqual(12);
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      await db.destroy();
    }
  },
);
