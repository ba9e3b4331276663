import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { addDays } from '@/lib/referral/clock';
import { fraudPolicy } from '@/lib/referral/fraud';
import { orderFacts, recordOrderEvent } from '@/lib/referral/ledger-store';
import { sweepReferrals, type TopUp } from '@/lib/referral/sweep';
import { testDatabase } from '../db/database';

let url: string;
let db: Kysely<Database>;
const placedAt = new Date('2027-01-05T10:00:00Z');
const deliveredAt = new Date('2027-01-08T10:00:00Z');
const clock = () => placedAt;
const policy = fraudPolicy({});

// The platform's gift card, as the sweep sees it: balance changes in cents on one card per member.
const cards = new Map<string, number>();
const topUp: TopUp = async (card, cents) => {
  const id = card.id ?? `gc_${cards.size + 1}`;
  cards.set(id, (cards.get(id) ?? 0) + cents);
  return { id, code: `CODE-${id}`, balanceCents: cards.get(id)! };
};

const place = (orderId: string, email: string, code = 'MARIA-7K2Q') =>
  orderFacts(
    orderId,
    {
      number: orderId.toUpperCase(),
      coupon_code: code.toLowerCase(),
      customer_email: email,
      currency_code: 'EUR',
      placed_at: placedAt.toISOString(),
    },
    null,
    null,
  );
const record = (id: string, event: Parameters<typeof recordOrderEvent>[2]) =>
  recordOrderEvent(db, { eventId: id, topic: 'test' }, event, clock, policy);
const referral = (orderId: string) =>
  db.selectFrom('referrals').selectAll().where('order_id', '=', orderId).executeTakeFirst();

beforeAll(async () => {
  url = await testDatabase();
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  await db
    .insertInto('referral_members')
    .values({ email: 'maria@example.com', first_name: 'Maria', country: 'IT', locale: 'it', code: 'MARIA-7K2Q' })
    .execute();
}, 120_000);

afterAll(async () => {
  await db?.destroy();
});

describe('referral ledger on PostgreSQL', () => {
  it('records a placed order with a member code as pending, once per event id', async () => {
    expect(await record('evt-1', { type: 'placed', order: place('ord_1', 'luca@example.com') })).toBe(true);
    expect(await record('evt-1', { type: 'placed', order: place('ord_1', 'luca@example.com') })).toBe(false);
    expect(await referral('ord_1')).toMatchObject({
      status: 'pending',
      friend_email: 'luca@example.com',
      reward_cents: 2000,
    });
  });

  it('ignores self-referral and a second order of the same friend', async () => {
    await record('evt-2', { type: 'placed', order: place('ord_2', 'maria@example.com') });
    await record('evt-3', { type: 'placed', order: place('ord_3', 'luca@example.com') });
    expect(await referral('ord_2')).toBeUndefined();
    expect(await referral('ord_3')).toBeUndefined();
  });

  it('approves 14 days after delivery and tops up the gift card by the reward', async () => {
    await record('evt-4', { type: 'delivered', orderId: 'ord_1', at: deliveredAt });
    expect((await referral('ord_1'))?.approve_on?.toISOString()).toBe('2027-01-22T10:00:00.000Z');
    expect(await sweepReferrals(db, () => addDays(deliveredAt, 13), topUp, policy)).toEqual({ approved: 0, held: 0 });
    expect(await sweepReferrals(db, () => addDays(deliveredAt, 14), topUp, policy)).toEqual({ approved: 1, held: 0 });
    expect(await sweepReferrals(db, () => addDays(deliveredAt, 15), topUp, policy)).toEqual({ approved: 0, held: 0 });
    expect((await referral('ord_1'))?.status).toBe('approved');
    expect([...cards.values()]).toEqual([2000]);
    const mail = await db.selectFrom('mail_outbox').selectAll().where('template', '=', 'referral-voucher').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].data.giftCardCode).toBe('CODE-gc_1');
  });

  it('voids a returned order before approval', async () => {
    await record('evt-5', { type: 'placed', order: place('ord_5', 'anna@example.com') });
    await record('evt-6', { type: 'delivered', orderId: 'ord_5', at: deliveredAt });
    await record('evt-7', { type: 'returned', orderId: 'ord_5' });
    expect((await referral('ord_5'))?.status).toBe('void');
    expect(await sweepReferrals(db, () => addDays(deliveredAt, 30), topUp, policy)).toEqual({ approved: 0, held: 0 });
  });

  it('holds a referred order from an IP that already placed many', async () => {
    // The address each order was handed to the checkout from, as the storefront recorded it.
    await db
      .insertInto('checkout_clients')
      .values(['ord_8', 'ord_9', 'ord_10', 'ord_11'].map((order_id) => ({ order_id, ip: '198.51.100.1' })))
      .execute();
    await record('evt-8', { type: 'placed', order: place('ord_8', 'b@example.com') });
    await record('evt-9', { type: 'placed', order: place('ord_9', 'c@example.com') });
    await record('evt-10', { type: 'placed', order: place('ord_10', 'd@example.com') });
    await record('evt-11', { type: 'placed', order: place('ord_11', 'e@example.com') });
    expect((await referral('ord_10'))?.status).toBe('pending');
    expect(await referral('ord_11')).toMatchObject({ status: 'held', hold_reason: 'many-orders-from-ip' });
  });
});
