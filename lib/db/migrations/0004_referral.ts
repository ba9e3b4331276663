import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('coupon_id', 'text')
    .addColumn('gift_card_id', 'text')
    .addColumn('gift_card_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('referral_sign_in_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('referral_members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('referral_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('referral_members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('referral_members.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('order_number', 'text')
    .addColumn('friend_email', 'text', (c) => c.notNull())
    .addColumn('friend_first_name', 'text')
    .addColumn('ip', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'held', 'approved', 'void')`),
    )
    .addColumn('hold_reason', 'text')
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('approve_on', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('reward_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();
  // One reward per friend: a second live referral of the same email fails on this index.
  await db.schema
    .createIndex('referrals_one_per_friend')
    .on('referrals')
    .column('friend_email')
    .unique()
    .where(sql.ref('status'), '<>', 'void')
    .execute();
  await db.schema
    .createIndex('referrals_due')
    .on('referrals')
    .column('approve_on')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('processed_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'processed_webhook_events',
    'referrals',
    'referral_sessions',
    'referral_sign_in_tokens',
    'referral_members',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}

export const migration: Migration = { up, down };
