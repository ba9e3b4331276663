// The layer that serves Next's cached documents (docs/adr/0023-cached-pages-under-a-hash-csp.md): a page Next
// answers from its cache is held until complete, its inline scripts are hashed once per body and kept with it, and
// it leaves with a policy allowing exactly those scripts and a shared-cache header. Anything rendered per request
// streams on with the proxy's nonce policy. Documents are compressed here, since the hashes need the plain text.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createGzip, gzipSync, type Gzip } from 'node:zlib';
import { currentWriteHead, type WriteHeadRest } from './internal-headers.ts';
import {
  inlineScriptHashes,
  mayBeCachedPage,
  personalCacheControl,
  policyForCachedPage,
  sharedCacheControl,
} from './page-policy.ts';

type Entry = { body: Buffer; hashes: string[]; gzip: Buffer | undefined };
type Callback = (error?: Error | null) => void;

// Bodies seen, by digest: their hashes and compressed copy. Bounded: at most this many distinct documents.
const bodies = new Map<string, Entry>();
const maxBodies = 512;

// A page first rendered on demand carries the nonce of the request that rendered it; no later policy names it.
const nonceAttribute = /(<(?:script|link|style)\b[^>]*?) nonce="[^"]*"/g;

function analysed(original: Buffer): Entry {
  const digest = createHash('sha1').update(original).digest('base64');
  let entry = bodies.get(digest);
  if (!entry) {
    const text = original.toString('utf8').replace(nonceAttribute, '$1');
    entry = { body: Buffer.from(text, 'utf8'), hashes: inlineScriptHashes(text), gzip: undefined };
    if (bodies.size >= maxBodies) bodies.delete(bodies.keys().next().value!);
    bodies.set(digest, entry);
  }
  return entry;
}

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json))/;

function addVary(response: ServerResponse, name: string) {
  const vary = String(response.getHeader('vary') ?? '');
  if (!vary.toLowerCase().includes(name.toLowerCase())) response.setHeader('Vary', vary ? `${vary}, ${name}` : name);
}

function applyHeaders(response: ServerResponse, args: WriteHeadRest) {
  const headers = typeof args[0] === 'string' ? args[1] : args[0];
  if (Array.isArray(headers))
    for (let i = 0; i < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1]);
  else if (headers && typeof headers === 'object')
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
}

function endArgs(args: unknown[]) {
  const callback = args.find((arg): arg is Callback => typeof arg === 'function');
  const chunk = typeof args[0] === 'function' ? undefined : args[0];
  const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
  return { chunk, encoding, callback };
}

/**
 * Takes over `response` for a document request: Next renders it uncompressed (so a cached body can be hashed),
 * and HEAD is rendered as GET so its headers carry the same hashes (Node sends no body for HEAD).
 */
export function serveDocument(request: IncomingMessage, response: ServerResponse): void {
  if (!mayBeCachedPage(request.method, request.url, request.headers)) return;
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  if (request.method === 'HEAD') request.method = 'GET';

  const writeHead = currentWriteHead(response);
  const write = response.write;
  const end = response.end;
  const flushHeaders = response.flushHeaders.bind(response);
  let mode: 'hold' | 'gzip' | 'pass' | undefined;
  const chunks: Buffer[] = [];
  let gzip: Gzip | undefined;

  const decide = () => {
    if (mode) return;
    const type = String(response.getHeader('content-type') ?? '');
    const status = response.statusCode;
    const shared =
      (status === 200 || status === 404) && type.startsWith('text/html') && !response.getHeader('content-encoding')
        ? sharedCacheControl(String(response.getHeader('cache-control') ?? ''))
        : undefined;
    if (shared) {
      mode = 'hold';
      return;
    }
    // A revalidation answer must not replace the stored document's policy with this request's nonce.
    if (status === 304) response.removeHeader('content-security-policy');
    // The edge cache in front (ADR 0034) passes a per-request page on as it streams rather than holding it whole.
    if (type.startsWith('text/html')) response.setHeader('X-Accel-Buffering', 'no');
    const hasBody = status !== 204 && status !== 304 && status >= 200;
    mode =
      acceptsGzip && hasBody && compressible.test(type) && !response.getHeader('content-encoding') ? 'gzip' : 'pass';
    if (mode === 'gzip') {
      response.removeHeader('content-length');
      response.setHeader('Content-Encoding', 'gzip');
      addVary(response, 'Accept-Encoding');
      gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
      gzip.on('data', (data: Buffer) => Reflect.apply(write, response, [data]));
    }
  };

  const release = (callback?: Callback) => {
    const entry = analysed(Buffer.concat(chunks));
    const { body } = entry;
    const policy = response.getHeader('content-security-policy');
    if (policy) response.setHeader('Content-Security-Policy', policyForCachedPage(String(policy), entry.hashes));
    // Only what the proxy says the variant came from may widen Vary; a market from the client address stays private.
    const vary = response.getHeader('x-page-vary');
    if (vary) for (const name of String(vary).split(',')) addVary(response, name.trim());
    // The one cached 404 page answers every unknown path: no shared cache should keep a copy per path (ADR 0007).
    const personal =
      response.statusCode !== 200 ||
      response.getHeader('set-cookie') !== undefined ||
      response.getHeader('x-page-scope') === 'private';
    response.setHeader(
      'Cache-Control',
      personal ? personalCacheControl : sharedCacheControl(String(response.getHeader('cache-control')))!,
    );
    let out = body;
    addVary(response, 'Accept-Encoding');
    if (acceptsGzip) {
      entry.gzip ??= gzipSync(body);
      out = entry.gzip;
      response.setHeader('Content-Encoding', 'gzip');
    }
    response.removeHeader('transfer-encoding');
    response.setHeader('Content-Length', out.length);
    writeHead(response.statusCode);
    Reflect.apply(end, response, [out, callback]);
  };

  // The head goes out through response.writeHead as Next's compression (on-headers) sees it: it waits for that
  // call before it hands back the 'drain' listeners Next awaits on a full socket.
  response.writeHead = (status: number, ...rest: WriteHeadRest) => {
    response.statusCode = status;
    applyHeaders(response, rest);
    decide();
    if (mode !== 'hold') writeHead(status);
    return response;
  };
  // Next flushes the head before the first chunk; a held document's head leaves with its body.
  response.flushHeaders = () => {
    decide();
    if (mode !== 'hold') flushHeaders();
  };
  response.write = (chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    decide();
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (mode === 'pass') return Reflect.apply(write, response, [chunk, encoding, callback]);
    const text = typeof encoding === 'string' ? encoding : 'utf8';
    const data = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), text);
    if (mode === 'hold') chunks.push(data);
    else gzip!.write(data);
    cb?.();
    return true;
  };
  response.end = (...args: unknown[]) => {
    const { chunk, encoding, callback } = endArgs(args);
    decide();
    if (mode === 'pass') return Reflect.apply(end, response, args);
    if (chunk !== undefined && chunk !== null) {
      if (encoding) response.write(chunk, encoding);
      else response.write(chunk);
    }
    if (mode === 'hold') release(callback);
    else {
      gzip!.on('end', () => Reflect.apply(end, response, [callback]));
      gzip!.end();
    }
    return response;
  };
}
