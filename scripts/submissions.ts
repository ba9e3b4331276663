// Prints stored submissions for support and marketing:
//   npm run submissions -- <newsletter|contact|registration> [--since ISO-date] [--format csv|jsonl]
// Reads DATABASE_URL, else the embedded cluster of `npm start` (.data/postgres, or DATABASE_DIR): the running one's
// URL from <dir>/url, or, when the site is stopped, a short start of the cluster just for this query.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runningLauncher, startEmbeddedPostgres } from '../infra/embedded-postgres';
import { connectDatabase } from '../lib/db/connect';

const tables = {
  newsletter: 'newsletter_subscriptions',
  contact: 'contact_messages',
  registration: 'product_registrations',
} as const;
type Form = keyof typeof tables;
const hidden = new Set(['token_hash']);

function fail(message: string): never {
  console.error(`submissions: ${message}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
});
const form = positionals[0] as Form;
if (!(form in tables))
  fail('usage: npm run submissions -- <newsletter|contact|registration> [--since ISO-date] [--format csv|jsonl]');
if (values.format !== 'csv' && values.format !== 'jsonl') fail('--format is csv or jsonl');
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) fail(`--since ${values.since} is not an ISO date`);

async function open(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL?.trim()) return { url: process.env.DATABASE_URL.trim(), close: async () => undefined };
  const dir = process.env.DATABASE_DIR?.trim() || '.data/postgres';
  if (runningLauncher(dir)) {
    const file = join(dir, 'url');
    if (!existsSync(file)) fail(`the database in ${dir} is starting; try again in a few seconds`);
    return { url: readFileSync(file, 'utf8').trim(), close: async () => undefined };
  }
  if (!existsSync(join(dir, 'data', 'PG_VERSION')))
    fail(`no database in ${dir}: run npm start first or set DATABASE_URL`);
  const server = await startEmbeddedPostgres({ dir, databases: ['storefront'] });
  return { url: server.url('storefront'), close: () => server.stop() };
}

const cell = (value: unknown): string => {
  const text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(' ') : String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const connection = await open();
const db = connectDatabase(connection.url, 1);
try {
  let query = db.selectFrom(tables[form]).selectAll().orderBy('id');
  if (since) query = query.where('created_at', '>=', since);
  const rows = (await query.execute()).map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column))),
  );
  if (values.format === 'jsonl') for (const row of rows) console.log(JSON.stringify(row));
  else {
    const columns = rows.length ? Object.keys(rows[0]) : [];
    if (columns.length) console.log(columns.join(','));
    for (const row of rows) console.log(columns.map((column) => cell(row[column])).join(','));
  }
  console.error(`submissions: ${rows.length} ${form} row${rows.length === 1 ? '' : 's'}`);
} finally {
  await db.destroy();
  await connection.close();
}
