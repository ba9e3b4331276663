// Privacy rights from the command line: npm run privacy -- <command>
//   export <email> [--out DIR]  writes DIR/<email>.json (everything held, database and platform) and a summary
//   erase <email>               erases or anonymises it everywhere (idempotent; orders kept for tax, see ADR 0027)
//   run                         mails the "Your data" requests that waited for the mail budget, carries out the
//                               confirmed ones, then the retention job (once across instances, with the IPs of old
//                               platform orders); server/site-services.ts starts it on a timer
// Reads DATABASE_URL, else the running embedded cluster of `npm start` (<DATABASE_DIR or .data/postgres>/url).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../lib/db/connect';
import { erasePerson } from '../lib/privacy/erase';
import { exportPerson, exportSummary } from '../lib/privacy/export';
import { commercePlatform } from '../lib/privacy/platform';
import { mayMailUnconfirmed } from '../lib/mail/recipient-limit';
import { mailWaitingRequests, runPrivacyRequests } from '../lib/privacy/requests';
import { stripOldOrderIps } from '../lib/privacy/order-ips';
import { retentionPolicy, runRetention } from '../lib/privacy/retention';

function fail(message: string): never {
  console.error(`privacy: ${message}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: '.data/privacy' } },
});
const [command, email] = positionals;
if (!['export', 'erase', 'run'].includes(command ?? ''))
  fail('usage: export <email> [--out DIR] | erase <email> | run');
if (command !== 'run' && !email?.includes('@')) fail(`${command} needs an email address`);

const file = join(process.env.DATABASE_DIR?.trim() || '.data/postgres', 'url');
const url = process.env.DATABASE_URL?.trim() || (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
if (!url) fail('no database: start the site with `npm start` or set DATABASE_URL');
// The mail budgets count in the site's table (lib/http/rate-limit.ts), shared with every instance.
process.env.DATABASE_URL = url;

const db = connectDatabase(url, 2);
const platform = commercePlatform();
try {
  if (command === 'export') {
    const data = await exportPerson(db, platform, email!);
    mkdirSync(values.out!, { recursive: true, mode: 0o700 });
    const target = join(values.out!, `${data.email.replace(/[^\w.@+-]/g, '_')}.json`);
    writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    console.log(`${exportSummary(data)}\n\nWritten to ${target}`);
  } else if (command === 'erase') {
    const counts = await erasePerson(db, platform, email!, 'command');
    const changed = Object.entries(counts).filter(([, n]) => n > 0);
    console.log(
      changed.length
        ? `Erased: ${changed.map(([table, n]) => `${table} ${n}`).join(', ')}`
        : 'Nothing held about this address.',
    );
  } else {
    const late = await mailWaitingRequests(db, (to) => mayMailUnconfirmed(to, undefined, 'privacy'));
    const done = await runPrivacyRequests(db, platform);
    const retention = await runRetention(db);
    const platformOrderIps =
      retention === 'busy'
        ? 0
        : await stripOldOrderIps(retentionPolicy().ipDays).catch((error: unknown) => {
            console.error('privacy: platform order IPs not stripped this run', error);
            return 0;
          });
    const purged =
      retention === 'busy'
        ? 'retention running elsewhere'
        : `retention: ${Object.entries({ ...retention, platformOrderIps })
            .map(([what, n]) => `${what} ${n}`)
            .join(', ')}`;
    const waiting = late.waiting ? `, ${late.waiting} still waiting for the mail budget` : '';
    console.log(
      `privacy run: ${late.mailed} confirmation mails sent late${waiting}; ${done.export} exports, ${done.erase} erasures; ${purged}`,
    );
  }
} finally {
  await db.destroy();
}
