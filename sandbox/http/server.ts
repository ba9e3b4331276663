import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Database } from '../db/open';
import { issueToken } from '../auth/token-endpoint';
import { Mutex } from '../db/mutex';
import { Store } from '../db/store';
import { handleCheckout } from '../checkout/handler';
import { setBackgroundRunner } from '../engine/background';
import { handleApi } from './api';
import { ApiError } from './errors';
import { parseJson, readBody, send, sendError } from './io';
import { createRateLimits, requestKind } from './rate-limits';
import { traced } from './tracing';

function cors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE, OPTIONS');
}

function tokenBody(text: string, contentType: string | undefined): Record<string, unknown> {
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  const body = parseJson(text);
  if (!body || typeof body !== 'object')
    throw new ApiError(400, 'Invalid request', 'Send a JSON body', undefined, 'INVALID_REQUEST');
  return body as Record<string, unknown>;
}

export function createSandboxServer(db: Database): Server {
  const mutex = new Mutex();
  const limits = createRateLimits();
  setBackgroundRunner((work) => mutex.run(() => db.transaction((tx) => work(new Store(tx)))));
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    // The API may be called from a browser on any site, as the platform's is; the checkout's pages may not be read.
    if (!url.pathname.startsWith('/checkout/')) cors(res);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, undefined);
    if (url.pathname === '/health') return send(res, 200, { status: 'ok' }, 'application/json');
    if (url.pathname === '/_sandbox/counts') return send(res, 200, limits.counts(), 'application/json');
    const kind = requestKind(method, url.pathname);
    const retryAfter = kind && limits.check(req.socket.remoteAddress ?? '', kind);
    if (retryAfter) {
      res.setHeader('Retry-After', String(retryAfter));
      throw new ApiError(
        429,
        'Too many requests',
        `Over the ${kind} limit for this address`,
        undefined,
        'TOO_MANY_REQUESTS',
      );
    }
    const text = await readBody(req);
    if (url.pathname === '/oauth/token' && method === 'POST') {
      const body = tokenBody(text, req.headers['content-type']);
      const answer = await mutex.run(() => db.transaction((tx) => issueToken(new Store(tx), body)));
      limits.granted(String(body.client_id ?? ''), String(body.scope ?? ''));
      return send(res, 200, answer, 'application/json');
    }
    if (url.pathname.startsWith('/checkout/')) return handleCheckout(db, mutex, { method, url, text, res });
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const body = method === 'POST' || method === 'PATCH' ? parseJson(text) : undefined;
      const answer = await handleApi(db, mutex, { method, url, authorization: req.headers.authorization, body });
      return send(res, answer.status, answer.body);
    }
    throw new ApiError(404, 'Not found', `No route for ${method} ${url.pathname}`);
  };
  return createServer((req, res) => {
    void traced(req, res, () => handle(req, res).catch((error) => sendError(res, error)));
  });
}
