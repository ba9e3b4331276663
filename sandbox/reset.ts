import { rmSync } from 'node:fs';
import { readConfig } from './config';
import { runningLauncher } from './db/embedded-postgres';
import { clusterDir, dropTables, openDatabase } from './db/open';
import { Store } from './db/store';
import { seed } from './seed/seed';

// Wipes the sandbox's data and seeds it again; run while the sandbox is stopped.
const config = readConfig();
if (!config.databaseUrl) {
  const owner = runningLauncher(clusterDir(config));
  if (owner) {
    console.error(`[sandbox] a sandbox (process ${owner}) is using ${config.dataDir}; stop it before resetting`);
    process.exit(1);
  }
  rmSync(config.dataDir, { recursive: true, force: true });
}
let db = await openDatabase(config);
if (config.databaseUrl) {
  await dropTables(db);
  await db.close();
  db = await openDatabase(config);
}
await db.transaction(async (tx) => {
  const store = new Store(tx, { bulk: true });
  await seed(store);
  await store.flush();
});
await db.close();
console.log(`[sandbox] reset and seeded ${config.databaseUrl ? 'SANDBOX_DATABASE_URL' : config.dataDir}`);
