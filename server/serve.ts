// Serves the standalone build (server/standalone.ts) with a gate in front of Next (http/api-gate.ts): methods the
// Fetch standard forbids (TRACE, TRACK) make Next's Request constructor throw, and route handlers skip proxy.ts
// (ADR 0043), so their path checks are made here. Pages Next serves from its cache leave with the hashes of their own
// inline scripts in the policy and a shared-cache header (http/cached-page-response.ts, ADR 0023). Each request is
// logged as one JSON line on standard output and counted in the metrics served on METRICS_PORT (ADRs 0068, 0069).
import http from 'node:http';
import { metricsRegistry, pageRouteOf } from '../infra/in-process.ts';
import { createLogger } from '../infra/log.ts';
import { forwardingTrust } from './http/client-address.ts';
import { observeRequests } from './http/request-log.ts';
import { requestHeaderBytes } from './http/request-target.ts';
import { routeNamer } from './http/routes.ts';
import { siteHandler } from './http/site-handler.ts';
import { metricsAddress, requestMetrics, serveMetrics } from './metrics.ts';
import { copyPublicFiles, loadStandaloneNext, readRoutesManifest } from './standalone.ts';

const port = Number(process.env.PORT || 3000);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const log = createLogger('storefront');

// The rules of lib/cart/secret.ts and lib/commerce/config.ts, checked before listening: a hosted shop never runs on a
// derivable cart key or on the sandbox's published integration secret.
if (process.env.COMMERCE_ORGANIZATION?.trim()) {
  const missing = ['CART_COOKIE_SECRET', 'COMMERCE_INTEGRATION_CLIENT_ID', 'COMMERCE_INTEGRATION_CLIENT_SECRET'].filter(
    (name) => !process.env[name]?.trim(),
  );
  if (missing.length) {
    log.fatal(
      `${missing.join(', ')} not set. In production with a hosted commerce organization each must be a ` +
        'value of your own (a secret from e.g. `openssl rand -base64 48`, the integration client from the platform); refusing to start.',
    );
    process.exit(1);
  }
}

// Before Next loads, as the build's own server.js does (Next's types declare it read-only for the app).
Object.assign(process.env, { NODE_ENV: 'production' });
copyPublicFiles(distDir);
const { createNext, dir } = loadStandaloneNext(distDir, process.env);
const app = createNext({ dev: false, dir, port });
// The registry exists before Next loads, so the app's metrics (lib/telemetry/metrics.ts) land in it.
const registry = metricsRegistry();
const record = requestMetrics(registry);
await app.prepare();

const routeOf = routeNamer(readRoutesManifest(distDir), pageRouteOf);
const server = http.createServer(
  { maxHeaderSize: requestHeaderBytes },
  siteHandler(app.getRequestHandler(), forwardingTrust(), observeRequests({ log, routeOf, record })),
);
const metricsAt = metricsAddress(process.env);
const metrics = metricsAt && serveMetrics(registry, metricsAt, log);

// Behind a proxy that counts as a trusted hop (server/edge, HAProxy) the site listens on loopback only, and a process
// on the host that reaches it directly is taken as itself: it lacks the proxy's secret (http/client-address.ts).
const host = process.env.SERVE_HOST?.trim() || undefined;
server.listen(port, host, () => log.info(`ready on http://${host ?? 'localhost'}:${port}`));

function stop() {
  metrics?.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 8_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
