// Headers used between layers that must not reach a client or a cache: the proxy's rewrite target, what it tells
// serve.mjs about a page's market variant (lib/market/rewrite.ts), and the internal path Next names to its router
// (the market variant of a payload, ADR 0050; the client reads it only to fill in params Next leaves out under
// cacheComponents, which this app does not use).
const internal = [
  'x-middleware-rewrite',
  'x-page-vary',
  'x-page-scope',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
];

/** `headers` as writeHead takes them (an object or flat pairs) without `names` (lower case). */
export function withoutHeaders(headers, names) {
  if (Array.isArray(headers)) {
    const pairs = [];
    for (let i = 0; i < headers.length; i += 2)
      if (!names.includes(String(headers[i]).toLowerCase())) pairs.push(headers[i], headers[i + 1]);
    return pairs;
  }
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

/** Drops the internal headers from `response` however they were set (Node sends implicit heads through writeHead too). */
export function dropInternalHeaders(response) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    for (const name of internal) response.removeHeader(name);
    return writeHead(status, ...rest.map((part) => (typeof part === 'string' ? part : withoutHeaders(part, internal))));
  };
}
