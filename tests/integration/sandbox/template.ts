import { readConfig } from '../../../sandbox/config';
import { openDatabase } from '../../../sandbox/db/open';
import { seedIfEmpty } from '../../../sandbox/seed/fresh';
import { createDatabase } from '../db/database';

/** The seeded sandbox database every sandbox of the run starts from as a copy (seeded once, never served). */
const SANDBOX_TEMPLATE = 'sandbox_template';

export async function seedSandboxTemplate(adminUrl: string): Promise<void> {
  const url = await createDatabase(adminUrl, { name: SANDBOX_TEMPLATE });
  const db = await openDatabase(readConfig({ ...process.env, SANDBOX_DATABASE_URL: url }));
  try {
    await seedIfEmpty(db);
  } finally {
    await db.close();
  }
}

/** A new sandbox database for one sandbox: a copy of the seeded template. */
export const sandboxDatabase = (adminUrl: string): Promise<string> =>
  createDatabase(adminUrl, { template: SANDBOX_TEMPLATE });
