import { rmSync } from 'node:fs';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { Store } from './db/store';
import { seed } from './seed/seed';

// Wipes the data directory and seeds it again; run while the sandbox is stopped.
const config = readConfig();
rmSync(config.dataDir, { recursive: true, force: true });
const db = await openDatabase(config.dataDir);
await db.transaction(async (tx) => {
  const store = new Store(tx, { bulk: true });
  await seed(store);
  await store.flush();
});
await db.close();
console.log(`[sandbox] reset and seeded ${config.dataDir}`);
