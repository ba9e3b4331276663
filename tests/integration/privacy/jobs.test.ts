import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as oneClick } from '@/app/api/newsletter/unsubscribe/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { deliverDue } from '@/lib/mail/worker';
import { confirmSubscription, subscribe } from '@/lib/newsletter/server';
import type { PersonalPlatform } from '@/lib/privacy/platform';
import { confirmPrivacyRequest, exportForDownload, requestPrivacy, runPrivacyRequests } from '@/lib/privacy/requests';
import { retentionPolicy, runRetention } from '@/lib/privacy/retention';
import { testDatabase } from '../db/database';
import { meta, newsletter } from '../db/fixtures';

let db: Kysely<Database>;
const nobodyOnPlatform: PersonalPlatform = {
  find: async () => ({ customers: [], orders: [], giftCards: [], inStockSubscriptions: [] }),
  erase: async () => ({ customers: 0, orders: 0, giftCards: 0, inStockSubscriptions: 0 }),
};
const always = async () => true;
const mails = (to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();
const param = (url: string, name: string) => new URL(url).searchParams.get(name)!;

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 3);
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('the "Your data" request', () => {
  it('does the same for a known and an unknown address: one stored request, one confirmation mail', async () => {
    await subscribe(newsletter('known@example.com'), meta());
    await requestPrivacy(db, { kind: 'export', email: 'known@example.com', locale: 'de' }, always);
    await requestPrivacy(db, { kind: 'export', email: 'stranger@example.com', locale: 'de' }, always);
    const known = (await mails('known@example.com')).filter((m) => m.template === 'privacy-confirm');
    const stranger = await mails('stranger@example.com');
    expect(known.map((m) => Object.keys(m.data).sort())).toEqual(stranger.map((m) => Object.keys(m.data).sort()));
    expect(stranger.map((m) => m.template)).toEqual(['privacy-confirm']);
    const stored = await db.selectFrom('privacy_requests').select('token_hash').execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((r) => r.token_hash)).not.toContain(param(stranger[0].data.confirmUrl, 'request'));
  });

  it('is carried out once confirmed: the export behind a time-limited download link', async () => {
    const [mail] = (await mails('known@example.com')).filter((m) => m.template === 'privacy-confirm');
    const token = param(mail.data.confirmUrl, 'request');
    expect(await runPrivacyRequests(db, nobodyOnPlatform)).toEqual({ export: 0, erase: 0 });
    expect(await confirmPrivacyRequest(db, token)).toMatchObject({ kind: 'export' });
    expect(await confirmPrivacyRequest(db, token)).toBeUndefined();
    expect(await runPrivacyRequests(db, nobodyOnPlatform)).toEqual({ export: 1, erase: 0 });
    const ready = (await mails('known@example.com')).find((m) => m.template === 'privacy-export')!;
    const download = param(ready.data.downloadUrl, 'token');
    const data = (await exportForDownload(db, download)) as { database: Record<string, unknown[]> };
    expect(data.database.newsletter_subscriptions).toHaveLength(1);
    expect(await exportForDownload(db, download, new Date(Date.now() + 8 * 86_400_000))).toBeUndefined();
    expect(await exportForDownload(db, 'x'.repeat(43))).toBeUndefined();
  });

  it('erases on a confirmed erasure request and says so in a mail that is deleted once sent', async () => {
    await requestPrivacy(db, { kind: 'erase', email: 'known@example.com', locale: 'it' }, always);
    const mail = (await mails('known@example.com')).findLast((m) => m.template === 'privacy-confirm')!;
    await confirmPrivacyRequest(db, param(mail.data.confirmUrl, 'request'));
    expect(await runPrivacyRequests(db, nobodyOnPlatform)).toEqual({ export: 0, erase: 1 });
    expect(await db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual([]);
    expect((await mails('known@example.com')).map((m) => m.template)).toEqual(['privacy-erased']);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    await deliverDue(db, transport, { from: 'x@test.example' });
    expect(await mails('known@example.com')).toEqual([]);
  });
});

describe('newsletter: confirmation, unsubscribe, withdrawal', () => {
  it('sends the welcome mail with List-Unsubscribe one-click, then keeps no link in the outbox', async () => {
    await subscribe(newsletter('reader@example.com'), meta('de'));
    const [confirm] = await mails('reader@example.com');
    expect((await confirmSubscription(param(confirm.data.confirmUrl, 'token'))).status).toBe('confirmed');
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const raw: string[] = [];
    const send = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof send>[0]) => {
      const info = await send(message);
      raw.push(String(info.message));
      return info;
    }) as typeof transport.sendMail;
    expect(await deliverDue(db, transport, { from: 'x@test.example' })).toMatchObject({ sent: 2 });
    const welcome = raw.find((m) => m.includes('List-Unsubscribe:'))!;
    expect(welcome).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?u=\d+\.[\w-]{43}>/,
    );
    expect(welcome).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const sent = await mails('reader@example.com');
    expect(sent.every((m) => m.status === 'sent')).toBe(true);
    expect(JSON.stringify(sent.map((m) => m.data))).not.toMatch(/Url/);
    const oneClickUrl = /List-Unsubscribe:\s+<([^>]+)>/.exec(welcome)![1];

    const answer = await oneClick(new Request(oneClickUrl, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    expect(answer.status).toBe(200);
    expect(await db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual([]);
    const records = await db.selectFrom('consent_records').selectAll().where('subject', '=', 'newsletter').execute();
    expect(records.at(-1)).toMatchObject({ action: 'withdrawn', purposes: ['newsletter'], text_version: 'test-v1' });
    const forged = await oneClick(new Request(oneClickUrl.replace(/u=\d+/, 'u=999'), { method: 'POST' }));
    expect(forged.status).toBe(400);
  });

  it('refuses a confirmation link past its expiry', async () => {
    await subscribe(newsletter('late@example.com'), meta());
    const [confirm] = await mails('late@example.com');
    await db
      .updateTable('newsletter_subscriptions')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await confirmSubscription(param(confirm.data.confirmUrl, 'token'))).status).toBe('invalid');
  });
});

describe('the retention job', () => {
  it('purges what is past its period on a seeded database, and runs once across instances', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.deleteFrom('mail_outbox').execute();
    const mail = (status: 'sent' | 'pending', sentAt: Date | null) => ({
      template: 'contact-copy',
      locale: 'en',
      recipient: 'x@example.com',
      data: '{}',
      status,
      sent_at: sentAt,
    });
    await db
      .insertInto('mail_outbox')
      .values([mail('sent', ago(40)), mail('sent', ago(31)), mail('sent', ago(2)), mail('pending', null)])
      .execute();
    const contact = (createdAt: Date, n: number) => ({
      idempotency_key: `00000000-0000-4000-8000-00000000000${n}`,
      kind: 'private',
      first_name: 'A',
      last_name: 'B',
      email: `c${n}@example.com`,
      country: 'IT',
      message: 'Hello there, a question.',
      locale: 'en',
      created_at: createdAt,
    });
    await db
      .insertInto('contact_messages')
      .values([contact(ago(400), 1), contact(ago(380), 2), contact(ago(10), 3)])
      .execute();
    const { id: member } = await db
      .insertInto('referral_members')
      .values({ email: 'm@example.com', first_name: 'M', country: 'IT', locale: 'it', code: 'M-AAAA' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('referral_sign_in_tokens')
      .values([
        { token_hash: 'a', member_id: member, expires_at: ago(1) },
        { token_hash: 'b', member_id: member, expires_at: ago(-1), used_at: ago(0.5) },
        { token_hash: 'c', member_id: member, expires_at: ago(-1) },
      ])
      .execute();
    await db
      .insertInto('referral_sessions')
      .values([
        { id_hash: 'a', member_id: member, expires_at: ago(1) },
        { id_hash: 'b', member_id: member, expires_at: ago(-10) },
      ])
      .execute();
    const referral = (n: number, placedAt: Date) => ({
      member_id: member,
      order_id: `order-${n}`,
      friend_email: `f${n}@example.com`,
      friend_mailbox: `f${n}@example.com`,
      ip: '203.0.113.9',
      status: 'approved' as const,
      placed_at: placedAt,
      reward_cents: 1000,
      currency: 'EUR',
    });
    await db
      .insertInto('referrals')
      .values([referral(1, ago(45)), referral(2, ago(31)), referral(3, ago(3))])
      .execute();
    await db
      .insertInto('checkout_clients')
      .values([
        { order_id: 'order-1', ip: '203.0.113.9', recorded_at: ago(45) },
        { order_id: 'order-3', ip: '203.0.113.9', recorded_at: ago(3) },
      ])
      .execute();
    const link = (hash: string, expiresAt: Date) => ({
      token_hash: hash,
      order_id: 'order-1',
      source: 'confirmation' as const,
      expires_at: expiresAt,
    });
    await db
      .insertInto('order_status_links')
      .values([link('l1', ago(1)), link('l2', ago(-89))])
      .execute();
    await db.deleteFrom('newsletter_subscriptions').execute();
    const signUp = (n: number, createdAt: Date, confirmedAt: Date | null) => ({
      idempotency_key: `00000000-0000-4000-9000-00000000000${n}`,
      email: `n${n}@example.com`,
      country: 'DE',
      source: 'block',
      locale: 'de',
      token_hash: `hash-${n}`,
      created_at: createdAt,
      confirmed_at: confirmedAt,
    });
    await db
      .insertInto('newsletter_subscriptions')
      .values([
        signUp(1, ago(60), null),
        signUp(2, ago(31), null),
        signUp(3, ago(60), ago(59)),
        signUp(4, ago(2), null),
      ])
      .execute();
    await db.deleteFrom('privacy_requests').execute();
    await db
      .insertInto('privacy_requests')
      .values([
        {
          kind: 'export',
          email: 'p@example.com',
          locale: 'en',
          token_hash: 'p1',
          expires_at: ago(1),
          mailed_at: ago(2),
        },
        { kind: 'export', email: 'p@example.com', locale: 'en', token_hash: 'p2', expires_at: ago(-1), mailed_at: now },
      ])
      .execute();

    const policy = retentionPolicy({});
    const counts = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('viridea:retention'))`.execute(trx);
      return runRetention(db, policy, now);
    });
    expect(counts).toBe('busy');
    const first = await runRetention(db, policy, now);
    console.log('retention counts on the seeded database:', JSON.stringify(first));
    expect(first).toEqual({
      consentRecords: 0,
      contactMessages: 2,
      unconfirmedNewsletter: 2,
      sentMails: 2,
      signInTokens: 2,
      sessions: 1,
      privacyRequests: 1,
      referralIps: 2,
      orderLinks: 1,
      checkoutClients: 1,
    });
    const second = await runRetention(db, policy, now);
    expect(Object.values(second as Record<string, number>).every((n) => n === 0)).toBe(true);
  });
});
