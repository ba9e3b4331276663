import type { FetchLike, RequestInitLike } from '@prismicio/client';
import type { Span } from '@opentelemetry/api';
import { LRUCache } from 'lru-cache';
import { recordContentCall } from '@/lib/telemetry/metrics';
import { inSpan } from '@/lib/telemetry/span';
import { contentErrors } from './errors';

export interface TransportOptions {
  /** What actually sends the request: the platform `fetch` or the embedded source. */
  send: FetchLike;
  /** Asked before every request: the source's content version; a new one drops the cached responses. */
  sync?: () => Promise<number>;
  timeoutMs?: number;
  cacheSize?: number;
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

export interface Transport {
  fetch: FetchLike;
  cache: LRUCache<string, CachedResponse>;
  clear(): void;
}

/** Statuses whose JSON body the client turns into its own typed errors (parsing, ref not found, …). */
const clientHandled = new Set([400, 401, 404, 410]);
const defaultRetryAfterSeconds = 1;
const keptHeaders = ['content-type', 'retry-after', 'cache-control'];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A published or variation ref names fixed content; a preview ref's content changes while it is edited. */
function isImmutable(ref: string | null): boolean {
  return ref !== null && ref !== '' && !/preview/i.test(ref);
}

/** A content call's operation for the metrics: the API's own paths (their query holds the predicates), else `{other}`. */
function contentOperation(url: string, init: RequestInitLike | undefined): string {
  const path = new URL(url).pathname;
  return `${init?.method ?? 'GET'} ${/^\/api\/v2(?:\/documents\/search)?\/?$/.test(path) ? path : '{other}'}`;
}

function retryAfterMs(value: string | null): number {
  const seconds = Number(value);
  return (value !== null && value !== '' && Number.isFinite(seconds) ? seconds : defaultRetryAfterSeconds) * 1000;
}

function withTimeout<T>(promise: Promise<T>, ms: number, url: string, abort: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(contentErrors.timeout(url));
      abort();
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function toResponse(entry: CachedResponse, url: string): Response {
  const response = new Response(entry.body, { status: entry.status, headers: entry.headers });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

/** Content API transport: LRU response cache, 429 retry after `retry-after`, time-out, status errors. */
export function createTransport(options: TransportOptions): Transport {
  const { send, sync, timeoutMs = 10_000, cacheSize = 1000, maxRetries = 5, sleep = wait } = options;
  const cache = new LRUCache<string, CachedResponse>({ max: cacheSize });
  let sourceVersion = 0;

  // Every request that leaves (a retry too) is timed to its whole body, by its status or `error` when none came.
  async function attempt(url: string, init: RequestInitLike | undefined): Promise<CachedResponse> {
    const started = performance.now();
    const operation = contentOperation(url, init);
    try {
      const entry = await request(url, init);
      recordContentCall(operation, entry.status, (performance.now() - started) / 1000);
      return entry;
    } catch (error) {
      recordContentCall(operation, 'error', (performance.now() - started) / 1000);
      throw error;
    }
  }

  async function request(url: string, init: RequestInitLike | undefined): Promise<CachedResponse> {
    const controller = new AbortController();
    const signal = init?.signal ? AbortSignal.any([controller.signal, init.signal as AbortSignal]) : controller.signal;
    const response = await withTimeout(send(url, { ...init, signal }), timeoutMs, url, () => controller.abort());
    const body = await withTimeout(response.text(), timeoutMs, url, () => controller.abort());
    const headers: [string, string][] = [];
    for (const name of keptHeaders) {
      const value = response.headers.get(name);
      if (value !== null) headers.push([name, value]);
    }
    return { status: response.status, headers, body };
  }

  // One span per content call, cache hits included; a hosted call's request is its child.
  const fetch: FetchLike = (url, init) => {
    const path = new URL(url).pathname;
    return inSpan(`content ${path}`, { 'url.path': path }, (span) => answer(url, init, span));
  };

  const answer = async (url: string, init: RequestInitLike | undefined, span: Span): Promise<Response> => {
    const version = sync ? await sync() : sourceVersion;
    if (version !== sourceVersion) {
      sourceVersion = version;
      cache.clear();
    }
    const cacheable =
      !init?.body && (init?.method ?? 'GET') === 'GET' && isImmutable(new URL(url).searchParams.get('ref'));
    const hit = cacheable ? cache.get(url) : undefined;
    span.setAttribute('content.cache_hit', Boolean(hit));
    if (hit) return toResponse(hit, url);
    for (let retries = 0; ; retries++) {
      const entry = await attempt(url, init);
      if (entry.status === 429 && retries < maxRetries) {
        await sleep(retryAfterMs(new Headers(entry.headers).get('retry-after')));
        continue;
      }
      const isJson = new Headers(entry.headers).get('content-type')?.includes('json') ?? false;
      if (entry.status >= 200 && entry.status < 300) {
        if (cacheable) cache.set(url, entry);
      } else if (!(clientHandled.has(entry.status) && isJson)) {
        throw contentErrors.unexpectedStatus(entry.status, url);
      }
      return toResponse(entry, url);
    }
  };

  return { fetch, cache, clear: () => cache.clear() };
}
