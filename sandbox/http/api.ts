import type { Database } from '../db/open';
import { authenticate } from '../auth/access';
import { Store, type Rec } from '../db/store';
import type { Mutex } from '../db/mutex';
import type { Ctx } from '../engine/context';
import { readInput } from '../engine/input';
import { documentFor, findVisible, readOne, listType, typeOrThrow } from '../engine/read';
import { assertCanWrite } from '../engine/scope';
import { linkageDocument, relatedDocument } from '../engine/related-endpoint';
import { singletonDocument } from '../engine/singletons';
import { assertOperation, createRecord, deleteRecord, updateRecord } from '../engine/write';
import { parseQuery } from '../jsonapi/query';
import { ApiError, notAllowed, notFound } from './errors';
import { logger } from '../log';

export interface ApiRequest {
  method: string;
  url: URL;
  authorization?: string;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

const SINGLETON = new Set(['application', 'organization']);

async function route(ctx: Ctx, req: ApiRequest, parts: string[]): Promise<ApiAnswer> {
  const [type, id, relation, extra] = parts;
  const query = parseQuery(req.url.searchParams);
  if (SINGLETON.has(type)) {
    if (req.method !== 'GET') throw notAllowed(`${type} is a singleton and read-only`);
    if (id) throw notFound();
    return { status: 200, body: await singletonDocument(ctx, type, query) };
  }
  typeOrThrow(type);
  if (relation === 'relationships' && extra !== undefined) {
    if (req.method !== 'GET') throw notAllowed('Relationship endpoints are read-only');
    return { status: 200, body: await linkageDocument(ctx, type, id, extra, query, req.url) };
  }
  if (extra !== undefined) throw notFound();
  const one = (rec: Rec) => documentFor(ctx, rec, query);
  if (relation) {
    if (req.method !== 'GET') throw notAllowed('Related endpoints are read-only');
    return { status: 200, body: await relatedDocument(ctx, type, id, relation, query, req.url) };
  }
  if (!id) {
    if (req.method === 'GET') return { status: 200, body: await listType(ctx, type, query, req.url) };
    if (req.method === 'POST') {
      assertOperation(type, 'create');
      assertCanWrite(ctx.principal, type);
      const input = await readInput(ctx.store, type, req.body);
      return { status: 201, body: await one(await createRecord(ctx, type, input)) };
    }
    throw notAllowed(`${req.method} is not allowed on /${type}`);
  }
  if (req.method === 'GET') return { status: 200, body: await readOne(ctx, type, id, query) };
  if (req.method === 'PATCH') {
    assertOperation(type, 'update');
    assertCanWrite(ctx.principal, type);
    await findVisible(ctx, type, id);
    const input = await readInput(ctx.store, type, req.body, id);
    return { status: 200, body: await one(await updateRecord(ctx, type, id, input)) };
  }
  if (req.method === 'DELETE') {
    await deleteRecord(ctx, type, id);
    return { status: 204 };
  }
  throw notAllowed(`${req.method} is not allowed on /${type}/{id}`);
}

/** Runs one API request in its own transaction, serialised with all others; effects run after commit. */
export async function handleApi(db: Database, mutex: Mutex, req: ApiRequest): Promise<ApiAnswer> {
  const parts = req.url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  if (parts.length === 0) throw new ApiError(404, 'Not found', 'Name a resource type, e.g. /api/skus');
  const apiBase = `${req.url.protocol}//${req.url.host}/api`;
  const { answer, effects } = await mutex.run(() =>
    db.transaction(async (tx) => {
      const store = new Store(tx);
      const principal = await authenticate(store, req.authorization);
      const answer = await route({ store, principal, apiBase }, req, parts);
      return { answer, effects: store.takeEffects() };
    }),
  );
  for (const effect of effects)
    void Promise.resolve()
      .then(effect)
      .catch((error: unknown) => logger.error({ err: error }, 'effect failed'));
  return answer;
}
