import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';
import { confirmPrivacyRequest, mailWaitingRequests, requestPrivacy } from '@/lib/privacy/requests';
import { retentionPolicy, runRetention } from '@/lib/privacy/retention';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;
const start = new Date('2026-03-02T09:00:00Z');
const from = (client: string) => (email: string) => mayMailUnconfirmed(email, client, 'privacy');
const job = (email: string) => mayMailUnconfirmed(email, undefined, 'privacy');
const requestsOf = (email: string) =>
  db.selectFrom('privacy_requests').selectAll().where('email', '=', email).orderBy('id').execute();
const confirmations = (to: string) =>
  db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .where('template', '=', 'privacy-confirm')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  process.env.RATE_LIMIT_SCALE = '';
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  resetLimits();
}, 120_000);

afterEach(() => vi.useRealTimers());

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('a privacy request is a duty the mail budget never drops (issue 37 item 3)', () => {
  it('is stored while strangers have spent the budget, and its link is mailed once the budget allows', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    // Strangers asking for tagged variants of the owner's address spend that mailbox's allowance (counted in the
    // database every instance shares).
    for (let i = 0; i < limits.privacyMailRecipient.points; i++) {
      const stranger = { kind: 'export' as const, email: `paola+${i}@example.com`, locale: 'en' as const };
      await requestPrivacy(db, stranger, from(`203.0.113.${i}`), start);
    }
    const ask = { kind: 'export' as const, email: ' Paola@Example.com', locale: 'it' as const };
    await requestPrivacy(db, ask, from('198.51.100.61'), start);
    await requestPrivacy(db, ask, from('198.51.100.61'), start);
    const [waiting, ...more] = await requestsOf('paola@example.com');
    expect(more).toEqual([]);
    expect(waiting).toMatchObject({ kind: 'export', status: 'unconfirmed', mailed_at: null, locale: 'it' });
    expect(await confirmations('paola@example.com')).toEqual([]);

    // Still spent: the job mails nothing yet, and retention keeps what waits.
    expect(await mailWaitingRequests(db, job, start)).toEqual({ mailed: 0, waiting: 1 });
    await runRetention(db, retentionPolicy({}), new Date(start.getTime() + 2 * 86_400_000));
    expect(await requestsOf('paola@example.com')).toHaveLength(1);

    const later = new Date(start.getTime() + limits.privacyMailRecipient.duration * 1000 + 60_000);
    vi.setSystemTime(later);
    expect(await mailWaitingRequests(db, job, later)).toEqual({ mailed: 1, waiting: 0 });
    const [mail] = await confirmations('paola@example.com');
    expect(mail).toMatchObject({ locale: 'it', data: { kind: 'export', hours: '24' } });
    const token = new URL(mail.data.confirmUrl).searchParams.get('request')!;
    expect(await confirmPrivacyRequest(db, token, later)).toMatchObject({ id: waiting.id, kind: 'export' });
    expect(await mailWaitingRequests(db, job, later)).toEqual({ mailed: 0, waiting: 0 });
  });
});
