import type { Kysely } from 'kysely';
import { MailDev } from 'maildev';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@/infra/embedded-postgres';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { deliverDue, retryDelayMs } from '@/lib/mail/worker';
import { testDatabase } from './database';

let url: string;
let db: Kysely<Database>;
let maildev: MailDev;
let inbox: string;
let smtpPort: number;

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  messageId: string;
}

const queue = (recipient: string, locale = 'de') =>
  db
    .insertInto('mail_outbox')
    .values({
      template: 'newsletter-welcome',
      locale,
      recipient,
      data: JSON.stringify({ couponCode: 'WELCOME10', firstName: 'Anna' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
const row = (id: number) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const caught = async (): Promise<CaughtMail[]> => (await fetch(`${inbox}/api/email`)).json();

beforeAll(async () => {
  url = await testDatabase();
  db = connectDatabase(url, 4);
  await migrateToLatest(db);
  smtpPort = await freePort();
  const web = await freePort();
  maildev = new MailDev({ smtp: smtpPort, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  inbox = `http://127.0.0.1:${web}`;
});

afterAll(async () => {
  await maildev?.stop();
  await db?.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('mail_outbox').execute();
  await fetch(`${inbox}/api/email/all`, { method: 'DELETE' });
});

describe('mail outbox', () => {
  it('delivers a queued mail over SMTP in the recipient language with text and HTML parts', async () => {
    const { id } = await queue('anna@test.example', 'de');
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`);
    expect(await deliverDue(db, transport, { from: 'Viridea <hello@test.example>' })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    const [mail] = await caught();
    expect(mail.to[0].address).toBe('anna@test.example');
    expect(mail.subject).toBe('Willkommen beim Viridea-Newsletter: Ihr Rabattcode');
    expect(mail.text).toContain('Ihr Rabattcode: WELCOME10');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Hallo Anna,');
    expect(await deliverDue(db, transport, { from: 'x@test.example' })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('keeps a mail the SMTP server refused, retries it later with backoff, and gives up after maxAttempts', async () => {
    const { id } = await queue('retry@test.example');
    const down = nodemailer.createTransport({ host: '127.0.0.1', port: await freePort(), connectionTimeout: 2_000 });
    const options = { from: 'x@test.example', maxAttempts: 2, baseDelayMs: 60_000 };
    expect(await deliverDue(db, down, options)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const pending = await row(id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(pending.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing happens until next_attempt_at.
    expect(await deliverDue(db, down, options)).toEqual({ sent: 0, retried: 0, failed: 0 });
    await db.updateTable('mail_outbox').set({ next_attempt_at: new Date() }).where('id', '=', id).execute();
    expect(await deliverDue(db, down, options)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends each mail exactly once when two workers run at the same time (skip locked)', async () => {
    for (let i = 0; i < 12; i++) await queue(`parallel${i}@test.example`, i % 2 ? 'it' : 'en');
    const sent: string[] = [];
    const recording = nodemailer.createTransport({ jsonTransport: true });
    const original = recording.sendMail.bind(recording);
    recording.sendMail = (async (message: { to: string }) => {
      sent.push(message.to);
      await new Promise((resume) => setTimeout(resume, 20));
      return original(message);
    }) as typeof recording.sendMail;
    const reports = await Promise.all([1, 2].map(() => deliverDue(db, recording, { from: 'x@test.example' })));
    expect(reports[0].sent + reports[1].sent).toBe(12);
    expect(new Set(sent).size).toBe(12);
    expect(sent).toHaveLength(12);
  });
});
