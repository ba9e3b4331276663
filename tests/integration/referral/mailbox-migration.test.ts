import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import { migration } from '@/lib/db/migrations/0008_referral_mailbox';
import type { Database } from '@/lib/db/schema';
import { mailboxKey } from '@/lib/mail/mailbox';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;

const addresses = [
  'Anna.Rossi+shop@GoogleMail.com',
  ' a.n.n.a.rossi@gmail.com',
  'luca+news@Example.it',
  'luca.bianchi@example.it',
  'tom@example.org',
  'no-at-sign',
];

beforeAll(async () => {
  db = connectDatabase(await testDatabase(), 1);
  await migrateToLatest(db);
  // The ledger as it was before mailboxes were compared: friends referred again under an alias.
  await migration.down!(db);
  const { id } = await db
    .insertInto('referral_members')
    .values({ email: 'm@example.com', first_name: 'M', country: 'IT', locale: 'it', code: 'M-AAAA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [n, email] of addresses.entries())
    await sql`insert into referrals (member_id, order_id, friend_email, friend_first_name, placed_at, reward_cents, currency)
      values (${id}, ${`ord-${n}`}, ${email}, 'Friend', ${new Date(Date.UTC(2027, 0, n + 1))}, 2000, 'EUR')`.execute(
      db,
    );
  await migration.up(db);
}, 60_000);

afterAll(() => db?.destroy());

describe('migration 0008 on a ledger of before', () => {
  it('keys each row by the mailbox lib/mail/mailbox.ts names', async () => {
    const rows = await db.selectFrom('referrals').select(['friend_email', 'friend_mailbox']).orderBy('id').execute();
    expect(rows.map((row) => row.friend_mailbox)).toEqual(addresses.map(mailboxKey));
  });

  it('leaves the first referral of a mailbox standing and voids a later one under an alias', async () => {
    const rows = await db.selectFrom('referrals').select(['order_id', 'status', 'hold_reason']).orderBy('id').execute();
    expect(rows.filter((row) => row.status === 'void')).toEqual([
      { order_id: 'ord-1', status: 'void', hold_reason: 'same-mailbox' },
    ]);
  });

  it("keeps no friend's name any more", async () => {
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'referrals')!.columns;
    expect(columns.map((column) => column.name)).not.toContain('friend_first_name');
  });
});
