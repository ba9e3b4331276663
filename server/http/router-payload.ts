// Next's router payloads (RSC) and server-action answers. A cached page's payload is the market variant the cart
// chose, yet Next sends it with `s-maxage` and a Vary that names no cookie: a CDN honouring s-maxage would hand one
// market's prices to another's visitors (ADR 0050). Only the documents serve.ts certifies may be shared.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { currentWriteHead, withoutHeaders, type WriteHeadRest } from './internal-headers.ts';
import { personalCacheControl } from './page-policy.ts';

/** For a router payload or action request: `private, no-store` whatever Next says, streamed through the edge. */
export function keepRouterPayloadsPrivate(request: IncomingMessage, response: ServerResponse): void {
  if (!request.headers.rsc && !request.headers['next-action']) return;
  // The edge cache (ADR 0034) passes them on as they stream instead of holding them whole.
  response.setHeader('X-Accel-Buffering', 'no');
  const writeHead = currentWriteHead(response);
  response.writeHead = (status: number, ...rest: WriteHeadRest) => {
    response.setHeader('Cache-Control', personalCacheControl);
    return writeHead(
      status,
      ...rest.map((part) => (typeof part === 'string' ? part : withoutHeaders(part, ['cache-control']))),
    );
  };
}
