import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { sendContactMessage } from '@/lib/contact/server';
import { confirmSubscription, subscribe } from '@/lib/newsletter/server';
import { seedWarrantyCodes } from '@/lib/registration/seed';
import { registerProduct } from '@/lib/registration/server';
import { sampleWarrantyCodes, warrantyCodeFrom } from '@/lib/forms/warranty-code';
import { testDatabase } from './database';
import { contact, meta, newsletter, registration } from './fixtures';

let url: string;
let db: Kysely<Database>;

const count = async (table: keyof Database) =>
  (
    await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const mailsTo = (recipient: string) =>
  db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

beforeAll(async () => {
  url = await testDatabase();
  process.env.DATABASE_URL = url;
  process.env.SUPPORT_EMAIL = 'support@test.example';
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  await seedWarrantyCodes(db, 10);
});

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('migrations', () => {
  it('bring an empty database to the latest schema once, then do nothing', async () => {
    const empty = connectDatabase(await testDatabase(), 1);
    try {
      expect(await migrateToLatest(empty)).toEqual([
        '0001_forms',
        '0002_foodprint_results',
        '0003_cookie_consents',
        '0004_referral',
        '0005_privacy',
        '0006_privacy_request_mail',
        '0007_order_links',
        '0008_referral_mailbox',
      ]);
      expect(await migrateToLatest(empty)).toEqual([]);
      const tables = await empty.introspection.getTables();
      expect(tables.map((table) => table.name).sort()).toEqual([
        'checkout_clients',
        'consent_records',
        'contact_messages',
        'cookie_consents',
        'foodprint_results',
        'mail_outbox',
        'newsletter_subscriptions',
        'order_status_links',
        'privacy_erasures',
        'privacy_requests',
        'processed_webhook_events',
        'product_registrations',
        'referral_members',
        'referral_sessions',
        'referral_sign_in_tokens',
        'referrals',
        'warranty_codes',
      ]);
    } finally {
      await empty.destroy();
    }
  });
});

describe('newsletter', () => {
  it('stores one pending subscription, its consent and one confirmation mail for a repeated key', async () => {
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(newsletter('twice@test.example'), meta('de', key))),
    );
    expect(results.every((result) => result.status === 'pending')).toBe(true);
    const rows = await db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('idempotency_key', '=', key)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'twice@test.example', locale: 'de', confirmed_at: null });
    const consents = await db.selectFrom('consent_records').selectAll().where('subject_id', '=', rows[0].id).execute();
    expect(consents.filter((consent) => consent.subject === 'newsletter')).toEqual([
      expect.objectContaining({ purposes: ['privacy', 'newsletter'], text_version: 'test-v1', locale: 'de' }),
    ]);
    const mails = await mailsTo('twice@test.example');
    expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([['newsletter-confirm', 'de']]);
    expect(mails[0].data.confirmUrl).toMatch(/\/de\/newsletter\/bestaetigen\?token=[\w-]{43}$/);
  });

  it('confirms through the mailed link once and gives the coupon code in a welcome mail', async () => {
    await subscribe(newsletter('Confirm@Test.example'), meta('it'));
    const [confirmMail] = await mailsTo('confirm@test.example');
    const token = new URL(confirmMail.data.confirmUrl).searchParams.get('token')!;
    expect(await confirmSubscription(token)).toEqual({ status: 'confirmed', locale: 'it', couponCode: 'WELCOME10' });
    expect(await confirmSubscription(token)).toEqual({
      status: 'already-confirmed',
      locale: 'it',
      couponCode: 'WELCOME10',
    });
    expect(await confirmSubscription('x'.repeat(43))).toEqual({ status: 'invalid' });
    const mails = await mailsTo('confirm@test.example');
    expect(mails.map((mail) => mail.template)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
    expect(mails[1].data).toMatchObject({ couponCode: 'WELCOME10' });
    expect(await subscribe(newsletter('confirm@test.example'), meta('it'))).toEqual({ status: 'already-confirmed' });
  });
});

describe('contact', () => {
  it('stores the message with a copy for the visitor and a mail to support, once per key', async () => {
    const key = randomUUID();
    await sendContactMessage(contact('luca@test.example'), meta('it', key));
    await sendContactMessage(contact('luca@test.example'), meta('it', key));
    expect(
      await db.selectFrom('contact_messages').select('id').where('idempotency_key', '=', key).execute(),
    ).toHaveLength(1);
    expect((await mailsTo('luca@test.example')).map((mail) => [mail.template, mail.locale])).toEqual([
      ['contact-copy', 'it'],
    ]);
    const support = await mailsTo('support@test.example');
    expect(support.at(-1)).toMatchObject({ template: 'contact-support', locale: 'en', reply_to: 'luca@test.example' });
  });

  it('leaves nothing behind when a write of the transaction fails', async () => {
    const before = await Promise.all([count('contact_messages'), count('consent_records'), count('mail_outbox')]);
    await sql`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse before insert on mail_outbox for each row execute function refuse()`.execute(db);
    try {
      await expect(sendContactMessage(contact('rollback@test.example'), meta())).rejects.toThrow(/outbox down/);
    } finally {
      await sql`drop trigger refuse on mail_outbox`.execute(db);
      await sql`drop function refuse()`.execute(db);
    }
    const after = await Promise.all([count('contact_messages'), count('consent_records'), count('mail_outbox')]);
    expect(after).toEqual(before);
  });
});

describe('product registration', () => {
  const [code, secondCode, thirdCode] = sampleWarrantyCodes(3);

  it('refuses an unknown or malformed warranty code and stores nothing', async () => {
    const before = await count('product_registrations');
    const unknown = warrantyCodeFrom('ZZZZZZZZZZZ');
    expect(await registerProduct(registration('nobody@test.example', unknown), meta())).toEqual({
      status: 'invalid-warranty-code',
    });
    expect(await registerProduct(registration('nobody@test.example', 'AAAA-BBBB-CCCC'), meta())).toEqual({
      status: 'invalid-warranty-code',
    });
    expect(await count('product_registrations')).toBe(before);
    expect(await mailsTo('nobody@test.example')).toEqual([]);
  });

  it('extends the warranty with an issued code, marks it used, and refuses it a second time', async () => {
    const key = randomUUID();
    const first = await registerProduct(registration('jonas@test.example', code.toLowerCase()), meta('de', key));
    expect(first).toEqual({ status: 'registered', warrantyExtended: true });
    expect(await registerProduct(registration('jonas@test.example', code), meta('de', key))).toEqual(first);
    const rows = await db.selectFrom('product_registrations').selectAll().where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ warranty_code: code, warranty_years: 3, source: 'onboarding' });
    const issued = await db.selectFrom('warranty_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(issued.used_by).toBe(rows[0].id);
    expect(await registerProduct(registration('other@test.example', code), meta())).toEqual({
      status: 'invalid-warranty-code',
    });
    const [mail] = await mailsTo('jonas@test.example');
    expect(mail).toMatchObject({ template: 'registration-confirmation', locale: 'de' });
    expect(mail.data).toMatchObject({ years: '3', extended: 'yes' });
  });

  it('gives a code to exactly one of two registrations racing for it', async () => {
    const results = await Promise.all(
      ['race1@test.example', 'race2@test.example'].map((email) =>
        registerProduct(registration(email, secondCode), meta()),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['invalid-warranty-code', 'registered']);
  });

  it('answers every copy of a double submit with a code as registered, and stores it once', async () => {
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => registerProduct(registration('double@test.example', thirdCode), meta('en', key))),
    );
    expect(results).toEqual(Array(4).fill({ status: 'registered', warrantyExtended: true }));
    const rows = await db.selectFrom('product_registrations').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect(await mailsTo('double@test.example')).toHaveLength(1);
  });

  it('registers without a code on the standard two years', async () => {
    expect(await registerProduct(registration('plain@test.example'), meta('it'))).toEqual({
      status: 'registered',
      warrantyExtended: false,
    });
    const [mail] = await mailsTo('plain@test.example');
    expect(mail.data).toMatchObject({ years: '2', extended: 'no' });
  });
});
