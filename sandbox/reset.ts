import { readConfig } from './config';
import { openWiped } from './db/open';
import { Store } from './db/store';
import { seed } from './seed/seed';

// Wipes the sandbox's data and seeds it again; run while the sandbox is stopped.
const config = readConfig();
const db = await openWiped(config).catch((error: Error) => {
  console.error(`[sandbox] cannot reset: ${error.message}`);
  process.exit(1);
});
await db.transaction(async (tx) => {
  const store = new Store(tx, { bulk: true });
  await seed(store);
  await store.flush();
});
await db.close();
console.log(`[sandbox] reset and seeded ${config.databaseUrl ? 'SANDBOX_DATABASE_URL' : config.dataDir}`);
