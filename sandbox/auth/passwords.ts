import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Store } from '../db/store';

function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

function matches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  const given = scryptSync(password, salt, 32);
  return timingSafeEqual(given, Buffer.from(hash, 'hex'));
}

export async function setPassword(store: Store, customerId: string, email: string, password: string): Promise<void> {
  await store.db.query(
    'insert into passwords (customer_id, email, hash) values ($1, $2, $3) on conflict (customer_id) do update set email = $2, hash = $3',
    [customerId, email.toLowerCase(), hashPassword(password)],
  );
}

/** Customer id when email and password match. */
export async function checkPassword(store: Store, email: string, password: string): Promise<string | undefined> {
  const { rows } = await store.db.query<{ customer_id: string; hash: string }>(
    'select customer_id, hash from passwords where email = $1',
    [email.toLowerCase()],
  );
  const row = rows[0];
  return row && matches(password, row.hash) ? row.customer_id : undefined;
}
