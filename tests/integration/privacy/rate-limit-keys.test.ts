import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { consumeLimit, resetLimits } from '@/lib/http/rate-limit';
import { mailboxKey } from '@/lib/mail/mailbox';
import { erasePerson } from '@/lib/privacy/erase';
import { exportPerson } from '@/lib/privacy/export';
import type { PersonalPlatform } from '@/lib/privacy/platform';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;
const nobodyOnPlatform: PersonalPlatform = {
  find: async () => ({ customers: [], orders: [], giftCards: [], inStockSubscriptions: [] }),
  erase: async () => ({ customers: 0, orders: 0, giftCards: 0, inStockSubscriptions: 0 }),
};
const keys = async () =>
  (await sql<{ key: string }>`select key from rate_limits order by key`.execute(db)).rows.map((row) => row.key);

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  resetLimits();
  // Bob's counters, and those of addresses that contain his or that his contains.
  for (const email of ['bob@example.com', 'alicebob@example.com', 'bob@example.com.au', 'ob@example.com'])
    await consumeLimit('contactEmail', email);
  await consumeLimit('unconfirmedMailRecipient', mailboxKey('Bob+shop@example.com'));
  await consumeLimit('unconfirmedMailRecipient', mailboxKey('alicebob+x@example.com'));
  await consumeLimit('contact', '203.0.113.5');
  // A subject counted per client: `{subject} {client}`.
  await consumeLimit('stockAlertEmail', 'bob@example.com 2001:db8::/64');
  await consumeLimit('stockAlertEmail', 'alicebob@example.com 2001:db8::/64');
}, 60_000);

afterAll(async () => {
  resetLimits();
  await closeDb();
  await db?.destroy();
});

describe('rate-limit counters in export and erasure', () => {
  it("list exactly the person's keys (their address or its mailbox), never one that merely contains it", async () => {
    const data = await exportPerson(db, nobodyOnPlatform, 'Bob@Example.com');
    expect(data.database.rate_limits.map((row) => row.key).sort()).toEqual([
      'contactEmail:bob@example.com',
      'stockAlertEmail:bob@example.com 2001:db8::/64',
      'unconfirmedMailRecipient:bob@example.com',
    ]);
  });

  it("erase exactly the person's keys and leave everyone else's counting", async () => {
    const counts = await erasePerson(db, nobodyOnPlatform, 'bob@example.com', 'command');
    expect(counts.rate_limits).toBe(3);
    expect(await keys()).toEqual([
      'contact:203.0.113.5',
      'contactEmail:alicebob@example.com',
      'contactEmail:bob@example.com.au',
      'contactEmail:ob@example.com',
      'stockAlertEmail:alicebob@example.com 2001:db8::/64',
      'unconfirmedMailRecipient:alicebob@example.com',
    ]);
  });
});
