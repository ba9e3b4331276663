import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('commerce-sandbox');

/** `/api/orders/xYzAbCdEfG/line_items` → `/api/orders/{id}/line_items`, `/checkout/<order>` → `/checkout/{id}`. */
function routeOf(pathname: string): string {
  const parts = pathname.split('/');
  if (parts[1] === 'api' && parts.length > 3) parts[3] = '{id}';
  if (parts[1] === 'checkout' && parts.length > 2) parts[2] = '{id}';
  return parts.join('/');
}

/**
 * Serves one request inside a server span that continues the caller's trace (W3C `traceparent`), so the
 * storefront's call and the sandbox's queries form one tree. A no-op span unless tracing started.
 */
export function traced(req: IncomingMessage, res: ServerResponse, serve: () => Promise<void>): Promise<void> {
  const method = req.method ?? 'GET';
  const route = routeOf(new URL(req.url ?? '/', 'http://sandbox').pathname);
  const parent = propagation.extract(context.active(), req.headers);
  const attributes = { 'http.request.method': method, 'http.route': route };
  return tracer.startActiveSpan(`${method} ${route}`, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
    try {
      await serve();
    } finally {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  });
}
