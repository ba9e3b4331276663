import type { Kysely } from 'kysely';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Earnings } from '@/components/referral/Earnings';
import { ReferralList } from '@/components/referral/ReferralList';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { dashboardFor } from '@/lib/referral/server';
import en from '@/messages/en.json';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;
let member: number;

// What the ledger holds about the friends: none of it is the member's to see (ADR 0048).
const friends = [
  { email: 'giulia.verdi@example.com', ip: '198.51.100.61', order_id: 'ordFriendGiulia', order_number: '10077' },
  { email: 'tom@example.org', ip: '2001:db8::61', order_id: 'ordFriendTom', order_number: null },
];

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  ({ id: member } = await db
    .insertInto('referral_members')
    .values({ email: 'anna@example.com', first_name: 'Anna', country: 'IT', locale: 'en', code: 'ANNA-7K2Q' })
    .returning('id')
    .executeTakeFirstOrThrow());
  await db
    .insertInto('referrals')
    .values(
      friends.map((friend, n) => ({
        member_id: member,
        order_id: friend.order_id,
        order_number: friend.order_number,
        friend_email: friend.email,
        friend_mailbox: friend.email,
        ip: friend.ip,
        status: n ? ('pending' as const) : ('approved' as const),
        placed_at: new Date(`2027-0${n + 1}-05T10:00:00Z`),
        approved_at: n ? null : new Date('2027-01-25T10:00:00Z'),
        reward_cents: 2000,
        currency: 'EUR',
      })),
    )
    .execute();
}, 60_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

const secrets = friends.flatMap((friend) => [
  friend.email,
  friend.email.split('@')[0],
  friend.email.split('@')[1],
  friend.ip,
  friend.order_id,
  ...(friend.order_number ? [friend.order_number] : []),
]);

describe("a member's dashboard", () => {
  it("carries each referral's date, status and reward, and nothing of the friend's", async () => {
    const { referrals } = await dashboardFor(member);
    expect(referrals).toEqual([
      {
        placedAt: expect.any(Date),
        status: 'pending',
        approveOn: null,
        approvedAt: null,
        rewardCents: 2000,
        currency: 'EUR',
      },
      expect.objectContaining({ status: 'approved', rewardCents: 2000, currency: 'EUR' }),
    ]);
    const data = JSON.stringify(await dashboardFor(member));
    for (const secret of secrets) expect(data, secret).not.toContain(secret);
  });

  it("renders the list and the rewards without a friend's email, IP, order id or number", async () => {
    const { referrals } = await dashboardFor(member);
    const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
    const approved = referrals.filter((referral) => referral.status === 'approved');
    const provider: ComponentProps<typeof NextIntlClientProvider> = {
      locale: 'en',
      messages: en,
      timeZone: 'UTC',
      children: [
        createElement(ReferralList, { key: 'list', referrals, money }),
        createElement(Earnings, { key: 'earnings', balance: '20.00 EUR', voucherCode: null, approved, money }),
      ],
    };
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, provider));
    expect(html).toContain('20.00 EUR');
    expect(html).toContain(en.referral.dashboard.statusApproved);
    for (const secret of secrets) expect(html, secret).not.toContain(secret);
  });
});
