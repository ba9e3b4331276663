import { isEmpty, type Database } from '../db/open';
import { Store } from '../db/store';
import '../domain/register';
import { seed } from './seed';

/** Seeds an empty sandbox database in one transaction; true when it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const store = new Store(tx, { bulk: true });
    await seed(store);
    await store.flush();
  });
  return true;
}
