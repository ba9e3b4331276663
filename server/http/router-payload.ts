// Next's router payloads (RSC) and server-action answers. A cached page's payload is the market variant the cart
// chose, yet Next sends it with `s-maxage` and a Vary that names no cookie: a CDN honouring s-maxage would hand one
// market's prices to another's visitors (ADR 0050). Only the documents serve.mjs certifies may be shared.
import { withoutHeaders } from './internal-headers.mjs';
import { personalCacheControl } from './page-policy.mjs';

/** For a router payload or action request: `private, no-store` whatever Next says, streamed through the edge. */
export function keepRouterPayloadsPrivate(request, response) {
  if (!request.headers.rsc && !request.headers['next-action']) return;
  // The edge cache (ADR 0034) passes them on as they stream instead of holding them whole.
  response.setHeader('X-Accel-Buffering', 'no');
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    response.setHeader('Cache-Control', personalCacheControl);
    return writeHead(
      status,
      ...rest.map((part) => (typeof part === 'string' ? part : withoutHeaders(part, ['cache-control']))),
    );
  };
}
