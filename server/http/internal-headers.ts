// Headers used between layers that must not reach a client or a cache: the proxy's rewrite target, what it tells
// serve.ts about a page's market variant (lib/market-variants/rewrite.ts), and the internal path Next names to its router
// (the market variant of a payload, ADR 0050; the client reads it only to fill in params Next leaves out under
// cacheComponents, which this app does not use).
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

const internal = [
  'x-middleware-rewrite',
  'x-page-vary',
  'x-page-scope',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
];

/** Headers as writeHead takes them: an object or flat name, value pairs. */
export type HeaderList = OutgoingHttpHeaders | OutgoingHttpHeader[];
/** What follows the status in a writeHead call: a reason phrase and headers, or headers alone. */
export type WriteHeadRest = (string | HeaderList | undefined)[];
/** `response.writeHead` with any of its argument lists. */
export type WriteHead = (status: number, ...rest: WriteHeadRest) => ServerResponse;

/** The writeHead `response` has now, bound to it: the layer that replaces it calls this one on. */
export function currentWriteHead(response: ServerResponse): WriteHead {
  const writeHead = response.writeHead;
  return (status, ...rest) => Reflect.apply(writeHead, response, [status, ...rest]);
}

/** `headers` as writeHead takes them (an object or flat pairs) without `names` (lower case). */
export function withoutHeaders<T extends string | HeaderList | undefined>(headers: T, names: string[]): T;
export function withoutHeaders(headers: string | HeaderList | undefined, names: string[]) {
  if (Array.isArray(headers)) {
    const pairs: OutgoingHttpHeader[] = [];
    for (let i = 0; i < headers.length; i += 2)
      if (!names.includes(String(headers[i]).toLowerCase())) pairs.push(headers[i], headers[i + 1]);
    return pairs;
  }
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

/** Drops the internal headers from `response` however they were set (Node sends implicit heads through writeHead too). */
export function dropInternalHeaders(response: ServerResponse): void {
  const writeHead = currentWriteHead(response);
  response.writeHead = (status: number, ...rest: WriteHeadRest) => {
    for (const name of internal) response.removeHeader(name);
    return writeHead(status, ...rest.map((part) => (typeof part === 'string' ? part : withoutHeaders(part, internal))));
  };
}
