import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendContactMessage } from '@/lib/contact/server';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { confirmSubscription, subscribe } from '@/lib/newsletter/server';
import { erasePerson } from '@/lib/privacy/erase';
import { exportPerson } from '@/lib/privacy/export';
import { commercePlatform } from '@/lib/privacy/platform';
import { platformRegistry } from '@/lib/privacy/registry';
import { mintOrderLink } from '@/lib/orders/status-link';
import { joinProgramme } from '@/lib/referral/server';
import { seedWarrantyCodes } from '@/lib/registration/seed';
import { registerProduct } from '@/lib/registration/server';
import { subscribeToStock } from '@/lib/stock-alerts/platform';
import { testDatabase } from '../db/database';
import { contact, meta, newsletter, registration } from '../db/fixtures';
import { integrationToken, marketToken, sdk } from '../sandbox/api';
import { addLine, newOrder, readyToPlace } from '../sandbox/orders';

const email = 'paola.rossi@example.com';
const phone = '+49 170 5550123';
const ip = '198.51.100.23';
let db: Kysely<Database>;
let paolaOrder: { id: string; number: string };
const platform = commercePlatform();

/** Every row of every table whose text contains `needle` (case-insensitive), as "table: row". */
async function findAnywhere(needle: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
    db,
  );
  const hits: string[] = [];
  for (const { table_name } of rows) {
    const found = await sql<{ row: string }>`select t::text as row from ${sql.table(table_name)} t
      where position(${needle.toLowerCase()} in lower(t::text)) > 0`.execute(db);
    hits.push(...found.rows.map((r) => `${table_name}: ${r.row}`));
  }
  return hits;
}

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  await seedWarrantyCodes(db, 3);

  await subscribe(newsletter(email), meta('de'));
  const confirmUrl = (await db.selectFrom('mail_outbox').select('data').executeTakeFirstOrThrow()).data.confirmUrl;
  await confirmSubscription(new URL(confirmUrl).searchParams.get('token')!);
  await sendContactMessage({ ...contact(email), phone }, meta('it'));
  await registerProduct(registration(email), meta('en'));
  await joinProgramme({ email, firstName: 'Paola', country: 'IT', privacy: true, terms: true }, meta('it'));
  // Paola was also referred by a friend once: the ledger keeps her address and the order's IP.
  await joinProgramme(
    { email: 'marco@example.com', firstName: 'Marco', country: 'IT', privacy: true, terms: true },
    meta(),
  );
  const marco = await db
    .selectFrom('referral_members')
    .select('id')
    .where('email', '=', 'marco@example.com')
    .executeTakeFirstOrThrow();

  const guest = sdk(await marketToken('it-consumer'));
  const order = await newOrder(guest, { customer_email: email, metadata: { ip, channel: 'web' } });
  await addLine(guest, order.id, 'AURA-STRAP', 1);
  await readyToPlace(guest, order.id);
  const placed = await guest.orders.update({ id: order.id, _place: true });
  await sdk(await integrationToken()).customers.create({ email, metadata: { phone } });
  const alert = { email, skuCode: 'FRESHLY-01', marketCode: 'it-consumer', locale: 'it', path: '/it' } as const;
  await subscribeToStock(alert, new Date());
  await db
    .insertInto('referrals')
    .values({
      member_id: marco.id,
      order_id: placed.id,
      order_number: String(placed.number),
      friend_email: email,
      friend_mailbox: email,
      ip,
      placed_at: new Date(),
      approve_on: new Date(Date.now() + 14 * 86_400_000),
      reward_cents: 1000,
      currency: 'EUR',
    })
    .execute();
  paolaOrder = { id: placed.id, number: String(placed.number) };
  // Her order's page links (the confirmation mail's and a lookup's) and the address she checked out from.
  await mintOrderLink({ id: placed.id, email }, 'confirmation', db);
  await mintOrderLink({ id: placed.id, email }, 'lookup', db);
  await db.insertInto('checkout_clients').values({ order_id: placed.id, ip }).execute();
}, 120_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('one person, subscribed, in touch, registered, referred, a member and a buyer', () => {
  it('is exported with every item, from the database and the platform', async () => {
    const data = await exportPerson(db, platform, 'Paola.Rossi@example.com');
    const counts = Object.fromEntries(Object.entries(data.database).map(([table, rows]) => [table, rows.length]));
    expect(counts).toMatchObject({
      newsletter_subscriptions: 1,
      contact_messages: 1,
      product_registrations: 1,
      referral_members: 1,
      referrals: 1,
    });
    expect(counts.consent_records).toBe(4);
    expect(counts.mail_outbox).toBeGreaterThanOrEqual(5);
    expect(data.database.contact_messages[0]).toMatchObject({ phone, email });
    // Her own side of the referral that brought her: her order, address and IP; nothing of Marco's reward.
    expect(data.database.referrals).toEqual([
      expect.objectContaining({ role: 'referred friend', friend_email: email, ip, order_id: paolaOrder.id }),
    ]);
    expect(data.database.referrals[0]).not.toHaveProperty('reward_cents');
    expect(data.database.order_status_links).toHaveLength(2);
    expect(data.database.checkout_clients).toEqual([expect.objectContaining({ order_id: paolaOrder.id, ip })]);
    expect(JSON.stringify(data.database)).not.toMatch(/token_hash/);
    expect(data.platform.customers).toHaveLength(1);
    expect(data.platform.orders).toHaveLength(1);
    expect(data.platform.orders[0]).toMatchObject({ customer_email: email, metadata: { ip } });
    expect(data.platform.inStockSubscriptions).toEqual([
      expect.objectContaining({ customer_email: email, sku_code: 'FRESHLY-01', status: 'active' }),
    ]);
    expect(Object.keys(data.platform), 'every platform resource export reads is in the registry').toEqual(
      Object.keys(platformRegistry),
    );
  });

  it("is not in her referrer's export (Art. 15(4)): Marco gets his side of the row, no email, IP or order of hers", async () => {
    const marco = await exportPerson(db, platform, 'marco@example.com');
    expect(marco.database.referrals).toEqual([
      expect.objectContaining({ role: 'member', status: 'pending', reward_cents: 1000, currency: 'EUR' }),
    ]);
    const text = JSON.stringify(marco).toLowerCase();
    for (const hers of [email, ip, paolaOrder.id.toLowerCase(), `"${paolaOrder.number}"`, 'paola'])
      expect(text, hers).not.toContain(hers);
  });

  it('is erased: nothing findable by email, phone or IP in any table, the platform customer anonymised; twice', async () => {
    expect(await findAnywhere(email)).not.toEqual([]);
    const first = await erasePerson(db, platform, email, 'command');
    expect(first).toMatchObject({
      newsletter_subscriptions: 1,
      contact_messages: 1,
      product_registrations: 1,
      referral_members: 1,
      referrals: 1,
      'platform.customers': 1,
      'platform.orders': 1,
      'platform.inStockSubscriptions': 1,
      order_status_links: 2,
      checkout_clients: 1,
    });
    for (const needle of [email, phone, ip]) expect(await findAnywhere(needle), needle).toEqual([]);
    const after = await platform.find(email);
    expect(after).toEqual({ customers: [], orders: [], giftCards: [], inStockSubscriptions: [] });
    const admin = sdk(await integrationToken());
    expect(await admin.in_stock_subscriptions.list({ filters: { sku_code_eq: 'FRESHLY-01' } })).not.toContainEqual(
      expect.objectContaining({ metadata: { locale: 'it', path: '/it' } }),
    );
    const [customer] = await admin.customers.list({ filters: { email_end: '@erased.invalid' } });
    expect(customer.metadata).toEqual({});
    const [order] = await admin.orders.list({ filters: { customer_email_end: '@erased.invalid' } });
    expect(order.metadata).toEqual({ channel: 'web' });
    expect(order.number).toBeTruthy();

    const second = await erasePerson(db, platform, email, 'command');
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    const records = await db.selectFrom('privacy_erasures').select(['requested_via', 'counts']).execute();
    expect(records).toHaveLength(2);
    expect(JSON.stringify(records)).not.toContain('paola');
  });
});
