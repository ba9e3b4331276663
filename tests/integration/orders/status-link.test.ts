import { createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import {
  mintOrderLink,
  orderIdOfLink,
  orderLinkDays,
  orderStatusPath,
  revokeOrderLinks,
} from '@/lib/orders/status-link';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;
const day = 86_400_000;

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
}, 60_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('the order page link', () => {
  it('is 32 random bytes that say nothing of the order; only its hash is stored', async () => {
    const token = await mintOrderLink({ id: 'ordAbC123', email: 'Buyer@Example.com' }, 'confirmation');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toContain('ordAbC123');
    expect(orderStatusPath('de', token)).toBe(`/de/bestellstatus?token=${token}`);
    expect(await orderIdOfLink(token)).toBe('ordAbC123');
    const [row] = await db.selectFrom('order_status_links').selectAll().where('order_id', '=', 'ordAbC123').execute();
    expect(row).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      email: 'buyer@example.com',
      source: 'confirmation',
    });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('opens nothing for another token, another shape, or the old `{orderId}.{hmac}` links', async () => {
    const token = await mintOrderLink({ id: 'ordOther1' }, 'lookup');
    const changed = token.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    const old = `ordOther1.${createHmac('sha256', 'any').update('ordOther1').digest('base64url')}`;
    for (const other of [changed, old, 'ordOther1', '', `${token}x`, [token], undefined, 42])
      expect(await orderIdOfLink(other), String(other)).toBeUndefined();
  });

  it(`expires after ORDER_LINK_DAYS (${orderLinkDays({})} by default)`, async () => {
    expect(orderLinkDays({ ORDER_LINK_DAYS: '30' })).toBe(30);
    expect(orderLinkDays({ ORDER_LINK_DAYS: 'soon' })).toBe(90);
    const minted = new Date('2027-03-01T10:00:00Z');
    const token = await mintOrderLink({ id: 'ordExpiring' }, 'confirmation', db, minted);
    expect(await orderIdOfLink(token, db, new Date(minted.getTime() + 89 * day))).toBe('ordExpiring');
    expect(await orderIdOfLink(token, db, new Date(minted.getTime() + 90 * day))).toBeUndefined();
  });

  it('is stopped, with every other link to its order, by its holder; other orders keep theirs', async () => {
    const mailed = await mintOrderLink({ id: 'ordStop', email: 'stop@example.com' }, 'confirmation');
    const looked = await mintOrderLink({ id: 'ordStop', email: 'stop@example.com' }, 'lookup');
    const elsewhere = await mintOrderLink({ id: 'ordKeep' }, 'confirmation');
    expect(await revokeOrderLinks(looked)).toBe(2);
    expect(await orderIdOfLink(mailed)).toBeUndefined();
    expect(await orderIdOfLink(looked)).toBeUndefined();
    expect(await orderIdOfLink(elsewhere)).toBe('ordKeep');
    expect(await revokeOrderLinks(looked)).toBe(0);
    expect(await revokeOrderLinks('ordKeep.forged')).toBe(0);
  });
});
