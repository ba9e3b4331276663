import { sql, type Kysely, type Migration } from 'kysely';

// The rows of before, keyed as lib/mail/mailbox.ts's mailboxKey did then (lib/db may not import lib/mail); new rows
// get the key from mailboxKey itself (lib/referral/ledger-store.ts). tests/integration/referral/mailbox-migration.test.ts
// compares the two.
const mailboxOf = sql`(case
  when split_part(lower(trim(friend_email)), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(trim(friend_email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
  when position('@' in trim(friend_email)) < 2 then lower(trim(friend_email))
  else split_part(split_part(lower(trim(friend_email)), '@', 1), '+', 1) || '@' || split_part(lower(trim(friend_email)), '@', 2)
end)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('friend_mailbox', 'text').execute();
  await db.updateTable('referrals').set({ friend_mailbox: mailboxOf }).execute();
  await db.schema
    .alterTable('referrals')
    .alterColumn('friend_mailbox', (c) => c.setNotNull())
    .execute();
  // A friend referred again under an alias before mailboxes were compared: the first referral stands.
  await sql`update referrals r set status = 'void', hold_reason = 'same-mailbox'
    where status <> 'void' and exists (select 1 from referrals e where e.friend_mailbox = r.friend_mailbox
      and e.status <> 'void' and (e.placed_at, e.id) < (r.placed_at, r.id))`.execute(db);
  await db.schema.dropIndex('referrals_one_per_friend').execute();
  await db.schema
    .createIndex('referrals_one_per_friend')
    .on('referrals')
    .column('friend_mailbox')
    .unique()
    .where(sql.ref('status'), '<>', 'void')
    .execute();
  // Nobody's page shows a friend's name any more: the ledger stops keeping it.
  await db.schema.alterTable('referrals').dropColumn('friend_first_name').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('friend_first_name', 'text').execute();
  await db.schema.dropIndex('referrals_one_per_friend').execute();
  await db.schema
    .createIndex('referrals_one_per_friend')
    .on('referrals')
    .column('friend_email')
    .unique()
    .where(sql.ref('status'), '<>', 'void')
    .execute();
  await db.schema.alterTable('referrals').dropColumn('friend_mailbox').execute();
}

/** One referral per mailbox (lib/mail/mailbox.ts), stored with the row so one normaliser decides (ADR 0049). */
export const migration: Migration = { up, down };
