// Prints stored submissions for support and marketing:
//   npm run submissions -- <newsletter|contact|registration> [--since ISO-date] [--format csv|jsonl]
// Reads DATABASE_URL, else the embedded cluster of `npm start`, running or not (scripts/db/open.ts).
import { parseArgs } from 'node:util';
import { connectDatabase } from '../lib/db/connect';
import { fail as failWith, openStorefrontDatabase } from './db/open';

const tables = {
  newsletter: 'newsletter_subscriptions',
  contact: 'contact_messages',
  registration: 'product_registrations',
} as const;
type Form = keyof typeof tables;
const hidden = new Set(['token_hash']);

const fail = (message: string) => failWith('submissions', message);

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

const cell = (value: unknown): string => {
  const text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(' ') : String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const connection = await openStorefrontDatabase('submissions');
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
