#!/usr/bin/env node
// Serves the production build like `next start`, with a gate in front of Next (api-gate.mjs): methods the Fetch
// standard forbids (TRACE, TRACK) make Next's Request constructor throw, and route handlers skip proxy.ts (ADR 0043),
// so their path checks are made here. Pages Next serves from its cache leave with the hashes of their own inline
// scripts in the policy and a shared-cache header (cached-page-response.mjs, ADR 0023).
import http from 'node:http';
import next from 'next';
import { refuseBeforeNext } from './api-gate.mjs';
import { trimAssetHeaders } from './asset-headers.mjs';
import { forwardingTrust, trustClientAddress } from './client-address.mjs';
import { serveDocument } from './cached-page-response.mjs';
import { dropInternalHeaders } from './internal-headers.mjs';
import { maxTargetLength, requestHeaderBytes } from './request-target.mjs';
import { keepRouterPayloadsPrivate } from './router-payload.mjs';

const port = Number(process.env.PORT || 3000);
const forwarding = forwardingTrust();

// The rules of lib/commerce/cart-secret.ts and config.ts, checked before listening: a hosted shop never runs on a
// derivable cart key or on the sandbox's published integration secret.
if (process.env.COMMERCE_ORGANIZATION?.trim()) {
  const missing = ['CART_COOKIE_SECRET', 'COMMERCE_INTEGRATION_CLIENT_ID', 'COMMERCE_INTEGRATION_CLIENT_SECRET'].filter(
    (name) => !process.env[name]?.trim(),
  );
  if (missing.length) {
    console.error(
      `[serve] ${missing.join(', ')} not set. In production with a hosted commerce organization each must be a ` +
        'value of your own (a secret from e.g. `openssl rand -base64 48`, the integration client from the platform); refusing to start.',
    );
    process.exit(1);
  }
}

process.env.NODE_ENV = 'production';
const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer({ maxHeaderSize: requestHeaderBytes }, (request, response) => {
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
});

// Behind a proxy that counts as a trusted hop (scripts/edge, HAProxy) the site listens on loopback only, and a process
// on the host that reaches it directly is taken as itself: it lacks the proxy's secret (client-address.mjs).
const host = process.env.SERVE_HOST?.trim() || undefined;
server.listen(port, host, () => console.log(`[serve] ready on http://${host ?? 'localhost'}:${port}`));

function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 8_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
