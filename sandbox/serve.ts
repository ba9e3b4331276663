import { readConfig } from './config';
import { openDatabase, openWiped } from './db/open';
import { Store } from './db/store';
import './domain/register';
import { createSandboxServer } from './http/server';
import { seedIfEmpty } from './seed/fresh';
import { subscribeSite } from './seed/site-webhooks';

const config = readConfig();
const started = Date.now();
// SANDBOX_RESET=1 starts from empty data (what `npm run sandbox:reset` does) without a second cluster start.
const db = await (config.reset ? openWiped : openDatabase)(config).catch((error: Error) => {
  console.error(`[sandbox] cannot open the database: ${error.message}`);
  process.exit(1);
});
if (await seedIfEmpty(db)) console.log('[sandbox] seeded a fresh database');
const siteHook = { url: process.env.SANDBOX_SITE_WEBHOOK_URL?.trim(), secret: process.env.SANDBOX_SITE_WEBHOOK_SECRET };
if (siteHook.url && siteHook.secret) {
  const { url, secret } = siteHook;
  await db.transaction((tx) => subscribeSite(new Store(tx), url, secret));
  console.log(`[sandbox] webhooks for the storefront post to ${url}`);
}
const server = createSandboxServer(db);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`[sandbox] cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
  void db.close().finally(() => process.exit(1));
});
server.listen(config.port, config.host, () => {
  const where = config.databaseUrl ? 'SANDBOX_DATABASE_URL' : `data ${config.dataDir}`;
  console.log(
    `[sandbox] listening on http://${config.host}:${config.port} (${where}, ready in ${Date.now() - started} ms)`,
  );
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  await db.close().catch((error: Error) => console.error(`[sandbox] stopping the database: ${error.message}`));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
