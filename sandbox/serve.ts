import { readConfig } from './config';
import { openDatabase, openWiped } from './db/open';
import { Store } from './db/store';
import './domain/register';
import { createSandboxServer } from './http/server';
import { seedIfEmpty } from './seed/fresh';
import { subscribeSite } from './seed/site-webhooks';
import { logger } from './log';

const config = readConfig();
const started = Date.now();
// SANDBOX_RESET=1 starts from empty data (what `npm run sandbox:reset` does) without a second cluster start.
const db = await (config.reset ? openWiped : openDatabase)(config).catch((error: Error) => {
  logger.fatal({ err: error }, 'cannot open the database');
  process.exit(1);
});
if (await seedIfEmpty(db)) logger.info('seeded a fresh database');
const siteHook = { url: process.env.SANDBOX_SITE_WEBHOOK_URL?.trim(), secret: process.env.SANDBOX_SITE_WEBHOOK_SECRET };
if (siteHook.url && siteHook.secret) {
  const { url, secret } = siteHook;
  await db.transaction((tx) => subscribeSite(new Store(tx), url, secret));
  logger.info(`webhooks for the storefront post to ${url}`);
}
const server = createSandboxServer(db);
server.on('error', (error: NodeJS.ErrnoException) => {
  logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  void db.close().finally(() => process.exit(1));
});
server.listen(config.port, config.host, () => {
  const where = config.databaseUrl ? 'SANDBOX_DATABASE_URL' : `data ${config.dataDir}`;
  logger.info(`listening on http://${config.host}:${config.port} (${where}, ready in ${Date.now() - started} ms)`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  await db.close().catch((error: Error) => logger.error({ err: error }, 'stopping the database'));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
