// Approves due referrals and pays their rewards: npm run referrals:sweep -- [--now ISO-date]
// `--now` moves the clock (e.g. 15 days past a delivery) to see the approval locally. Reads DATABASE_URL, else the
// running embedded cluster of `npm start` (<DATABASE_DIR or .data/postgres>/url). Safe on several instances at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../lib/db/connect';
import { topUpGiftCard } from '../lib/referral/platform';
import { sweepReferrals } from '../lib/referral/sweep';

function fail(message: string): never {
  console.error(`referrals:sweep: ${message}`);
  process.exit(2);
}

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) fail(`--now ${values.now} is not an ISO date`);

const file = join(process.env.DATABASE_DIR?.trim() || '.data/postgres', 'url');
const url = process.env.DATABASE_URL?.trim() || (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
if (!url) fail('no database: start the site with `npm start` or set DATABASE_URL');

const db = connectDatabase(url, 2);
try {
  const { approved, held } = await sweepReferrals(db, () => now, topUpGiftCard);
  console.log(`referrals:sweep at ${now.toISOString()}: ${approved} approved, ${held} held over the monthly cap`);
} finally {
  await db.destroy();
}
