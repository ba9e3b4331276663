// Headers used between layers that must not reach a client or a cache: the proxy's rewrite target, and what it
// tells serve.mjs about a page's market variant (lib/geo/market-rewrite.ts).
const internal = ['x-middleware-rewrite', 'x-page-vary', 'x-page-scope'];

function withoutInternal(headers) {
  if (Array.isArray(headers)) {
    const pairs = [];
    for (let i = 0; i < headers.length; i += 2)
      if (!internal.includes(String(headers[i]).toLowerCase())) pairs.push(headers[i], headers[i + 1]);
    return pairs;
  }
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !internal.includes(name.toLowerCase())));
}

/** Drops the internal headers from `response` however they were set (Node sends implicit heads through writeHead too). */
export function dropInternalHeaders(response) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    for (const name of internal) response.removeHeader(name);
    return writeHead(status, ...rest.map((part) => (typeof part === 'string' ? part : withoutInternal(part))));
  };
}
