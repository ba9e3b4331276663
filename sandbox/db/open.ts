import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { SCHEMA } from './schema';

export async function openDatabase(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await db.exec(SCHEMA);
  return db;
}

export async function isEmpty(db: PGlite): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from settings');
  return rows[0].n === 0;
}
