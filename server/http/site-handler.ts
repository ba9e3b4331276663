// What the server does with each request before Next's handler sees it and while Next answers it, in order.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { refuseBeforeNext } from './api-gate.ts';
import { trimAssetHeaders } from './asset-headers.ts';
import { serveDocument } from './cached-page-response.ts';
import { trustClientAddress, type ForwardingTrust } from './client-address.ts';
import { dropInternalHeaders } from './internal-headers.ts';
import { maxTargetLength } from './request-target.ts';
import { keepRouterPayloadsPrivate } from './router-payload.ts';

type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The site's request listener: `observe` first (it sees every request and how it was answered), targets over their
 * bound 414, what the API gate refuses answered here, forwarding
 * headers trusted only from the proxy in front, then Next's answer with internal headers dropped, built files without
 * the document policy, router payloads private and cached documents under their own hashes.
 */
export function siteHandler(
  handle: NextHandler,
  forwarding: ForwardingTrust,
  observe: (request: IncomingMessage, response: ServerResponse) => void = () => undefined,
): RequestListener {
  return (request, response) => {
    observe(request, response);
    if ((request.url?.length ?? 0) > maxTargetLength(request.url)) {
      response.writeHead(414, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('URI Too Long');
      request.resume();
      return;
    }
    const refused = refuseBeforeNext(request);
    if (refused) {
      response.writeHead(refused.status, refused.headers);
      response.end(refused.body);
      request.resume();
      return;
    }
    trustClientAddress(request, forwarding);
    dropInternalHeaders(response);
    trimAssetHeaders(request, response);
    keepRouterPayloadsPrivate(request, response);
    serveDocument(request, response);
    void handle(request, response);
  };
}
