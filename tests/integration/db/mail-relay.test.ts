import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendContactMessage } from '@/lib/contact/server';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import { subscribe } from '@/lib/newsletter/server';
import { requestSignIn } from '@/lib/referral/session';
import { testDatabase } from './database';
import { contact, meta, newsletter } from './fixtures';

let db: Kysely<Database>;
const mailsTo = (recipient: string) =>
  db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
const perRecipient = limits.unconfirmedMailRecipient.points;

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  process.env.SUPPORT_EMAIL = 'support@relay.example';
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
}, 120_000);

beforeEach(() => resetLimits());

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('no mail relay (issue 21 item 5)', () => {
  it('gives the visitor a receipt without a word they wrote; support gets the message under the same reference', async () => {
    const input = {
      ...contact('target@relay.example'),
      firstName: 'Visit',
      message: 'Buy now at https://spam.example',
    };
    const key = randomUUID();
    await sendContactMessage(input, meta('de', key));
    const [copy] = await mailsTo('target@relay.example');
    expect(copy.template).toBe('contact-copy');
    expect(copy.data).toEqual({ reference: expect.stringMatching(/^C-[0-9A-F]{8}$/) });
    const [support] = await mailsTo('support@relay.example');
    expect(support.data).toMatchObject({ reference: copy.data.reference, message: input.message });
  });

  it('drops the copies past the per-recipient limit (tags and dots count as one mailbox) and keeps every message', async () => {
    const addresses = Array.from({ length: perRecipient + 2 }, (_, i) => `a.target+${i}@gmail.com`);
    for (const email of addresses) await sendContactMessage(contact(email), meta());
    const copies = await db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('template', '=', 'contact-copy')
      .where('recipient', 'like', '%@gmail.com')
      .execute();
    expect(copies).toHaveLength(perRecipient);
    const stored = await db.selectFrom('contact_messages').select('id').where('email', 'like', '%@gmail.com').execute();
    expect(stored).toHaveLength(addresses.length);
  });

  it('limits newsletter confirmations and referral invitations to an unconfirmed address the same way', async () => {
    for (let i = 0; i < perRecipient + 2; i++) await subscribe(newsletter('newsletter@relay.example'), meta());
    expect(await mailsTo('newsletter@relay.example')).toHaveLength(perRecipient);
    for (let i = 0; i < perRecipient + 2; i++) await requestSignIn('invitee@relay.example', 'en');
    expect(await mailsTo('invitee@relay.example')).toHaveLength(perRecipient);
  });
});
