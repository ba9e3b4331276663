import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { personalName, platformRegistry, registry, runtimeTables, type TableEntry } from '@/lib/privacy/registry';
import { testDatabase } from '../db/database';

let db: Kysely<Database>;
const entries: Record<string, TableEntry> = registry;

beforeAll(async () => {
  db = connectDatabase(await testDatabase(), 2);
  await migrateToLatest(db);
}, 120_000);

afterAll(() => db?.destroy());

async function migratedColumns(): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_migration%'
    order by table_name, ordinal_position`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const row of rows) (tables[row.table_name] ??= []).push(row.column_name);
  return tables;
}

describe('the personal data registry', () => {
  it('names every column of every migrated table, as personal data or as plain', async () => {
    const unnamed: string[] = [];
    for (const [table, columns] of Object.entries(await migratedColumns())) {
      const entry = entries[table];
      for (const column of columns)
        if (!entry || !(column in entry.personal || entry.plain.includes(column))) unnamed.push(`${table}.${column}`);
    }
    expect(unnamed, 'add these columns to lib/privacy/registry.ts (personal, with their kind, or plain)').toEqual([]);
  });

  it('lists no column whose name means an email, phone, address, IP, name or message as plain', () => {
    const misfiled = Object.entries(entries).flatMap(([table, entry]) =>
      entry.plain.filter((column) => personalName.test(column)).map((column) => `${table}.${column}`),
    );
    expect(misfiled).toEqual([]);
  });

  it('has no entry for a table that does not exist (a stale registry hides nothing new, but misleads)', async () => {
    const tables = Object.keys(await migratedColumns());
    const stale = Object.keys(entries).filter(
      (table) => !tables.includes(table) && !runtimeTables.includes(table as never),
    );
    expect(stale).toEqual([]);
  });

  it('gives every table holding personal data a way to find it or a reason to keep it', () => {
    for (const [table, entry] of Object.entries(entries))
      if (Object.keys(entry.personal).length && entry.reach === 'none')
        expect(entry.erasure, `${table}: personal data nobody can find must be kept on purpose`).toBe('keep');
  });

  it('names the platform resources erasure changes', () => {
    expect(Object.keys(platformRegistry)).toEqual(['customers', 'orders', 'giftCards', 'inStockSubscriptions']);
  });
});
