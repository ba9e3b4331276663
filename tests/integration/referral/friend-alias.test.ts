import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { fraudPolicy } from '@/lib/referral/fraud';
import { orderFacts, recordOrderEvent } from '@/lib/referral/ledger-store';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;
const placedAt = new Date('2027-02-01T10:00:00Z');

const placed = (orderId: string, email: string) =>
  recordOrderEvent(
    db,
    { eventId: `alias-${orderId}`, topic: 'orders.place' },
    {
      type: 'placed',
      order: orderFacts(
        orderId,
        {
          number: orderId.toUpperCase(),
          coupon_code: 'LUCA-4Z8P',
          customer_email: email,
          currency_code: 'EUR',
          placed_at: placedAt.toISOString(),
        },
        null,
        null,
      ),
    },
    () => placedAt,
    fraudPolicy({}),
  );
const referral = (orderId: string) =>
  db.selectFrom('referrals').select('status').where('order_id', '=', orderId).executeTakeFirst();

beforeAll(async () => {
  db = connectDatabase(await testDatabase(), 2);
  await migrateToLatest(db);
  await db
    .insertInto('referral_members')
    .values({ email: 'luca@example.com', first_name: 'Luca', country: 'IT', locale: 'it', code: 'LUCA-4Z8P' })
    .execute();
}, 120_000);

afterAll(async () => {
  await db?.destroy();
});

describe('a friend referred once', () => {
  it('is not referred again under an alias of the same mailbox (+tag, Gmail dots, googlemail)', async () => {
    await placed('alias-1', 'ana.bianchi@gmail.com');
    expect(await referral('alias-1')).toMatchObject({ status: 'pending' });
    for (const [id, alias] of [
      ['alias-2', 'AnaBianchi@gmail.com'],
      ['alias-3', 'ana.bianchi+sale@googlemail.com'],
      ['alias-4', ' a.n.a.bianchi@GMAIL.com'],
    ]) {
      await placed(id, alias);
      expect([alias, await referral(id)]).toEqual([alias, undefined]);
    }
  });

  it('leaves another mailbox, and dots outside Gmail, to their own referral', async () => {
    await placed('alias-5', 'ana.bianchi@example.com');
    expect(await referral('alias-5')).toMatchObject({ status: 'pending' });
    await placed('alias-6', 'anabianchi@example.com');
    expect(await referral('alias-6')).toMatchObject({ status: 'pending' });
  });
});
