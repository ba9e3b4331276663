import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startOtlpReceiver, type ReceivedSpan } from '@/scripts/bench/otlp-receiver.mjs';

// The SDK as instrumentation.ts starts it, exporting http/json to a receiver in this file: the spans an action makes
// (its query, its outgoing request with the traceparent) and what leaves the process.
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let upstream: http.Server;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', receiver.endpoint);
  vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
  vi.stubEnv('OTEL_SERVICE_NAME', '');
  vi.stubEnv('OTEL_BSP_SCHEDULE_DELAY', '50');
  await (await import('@/infra/telemetry/sdk')).startTracing('storefront');
  upstream = http.createServer((request, response) => {
    seen.push(request.headers.traceparent as string | undefined);
    response.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  upstream.close();
  await receiver.close();
  vi.unstubAllEnvs();
});

async function spansOf(traceId: string, count: number): Promise<ReceivedSpan[]> {
  for (let i = 0; i < 100; i++) {
    const spans = receiver.spans.filter((span) => span.traceId === traceId);
    if (spans.length >= count) return spans;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} spans of ${traceId} arrived: ${JSON.stringify(receiver.spans)}`);
}

describe('traces exported over OTLP/HTTP', () => {
  it('nests an action’s query and request under it, sends the traceparent and no URL query', async () => {
    // Imported after the SDK started, as in the server: the pg instrumentation hooks the module as it loads.
    const { connectDatabase } = await import('@/lib/db/connect');
    const { currentTraceId, inActionSpan } = await import('@/lib/telemetry/server');
    const db = connectDatabase(inject('postgresUrl'), 1);
    const { port } = upstream.address() as { port: number };
    const traceId = await inActionSpan('contact', async () => {
      await sql`select 1 as one`.execute(db);
      await (await fetch(`http://127.0.0.1:${port}/api/customers?filter[email_eq]=paula@example.test`)).text();
      return currentTraceId();
    });
    await db.destroy();

    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const spans = await spansOf(traceId!, 3);
    const action = spans.find((span) => span.name === 'action contact');
    const query = spans.find((span) => span.attributes['db.query.text'] === 'select 1 as one');
    const request = spans.find((span) => span.name === 'GET' && span.kind === 3);
    expect(action).toMatchObject({ service: 'storefront', parentSpanId: undefined });
    expect(query?.parentSpanId).toBe(action?.spanId);
    expect(request?.parentSpanId).toBe(action?.spanId);
    expect(seen).toEqual([`00-${traceId}-${request?.spanId}-01`]);
    expect(request?.attributes['url.full']).toBe(`http://127.0.0.1:${port}/api/customers`);
    expect(JSON.stringify(spans)).not.toContain('paula');
  });

  it('sends a request span of Next without the name Next writes again at its end', async () => {
    const { SpanKind, trace } = await import('@opentelemetry/api');
    // As Next's tracer starts its request span and, when the request ends, names it by its route (base-server.js).
    const traceId = trace.getTracer('next.js', '16.4.6').startActiveSpan(
      'GET',
      {
        kind: SpanKind.SERVER,
        attributes: {
          'next.span_category': 'nextjs',
          'next.span_name': 'GET',
          'next.span_type': 'BaseServer.handleRequest',
          'http.method': 'GET',
          'http.target': '/api/cart',
        },
      },
      (span) => {
        span.setAttributes({ 'next.route': '/api/cart', 'http.route': '/api/cart', 'next.span_name': 'GET /api/cart' });
        span.updateName('GET /api/cart');
        span.end();
        return span.spanContext().traceId;
      },
    );
    const [request] = await spansOf(traceId, 1);
    expect(request).toMatchObject({ name: 'GET /api/cart', attributes: { 'http.route': '/api/cart' } });
    expect(Object.keys(request.attributes).filter((key) => key.startsWith('next.'))).toEqual([
      'next.span_type',
      'next.route',
    ]);
  });

  it('reads and sends W3C trace context only, no baggage, unless OTEL_PROPAGATORS names more', async () => {
    const { context, propagation, ROOT_CONTEXT } = await import('@opentelemetry/api');
    expect(propagation.fields()).toEqual(['traceparent', 'tracestate']);
    const incoming = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', baggage: 'user=paula' };
    const extracted = propagation.extract(ROOT_CONTEXT, incoming);
    expect(propagation.getBaggage(extracted)).toBeUndefined();
    const sent: Record<string, string> = {};
    context.with(extracted, () => propagation.inject(context.active(), sent));
    expect(sent).toEqual({ traceparent: expect.stringMatching(/^00-0af7651916cd43dd8448eb211c80319c-/) });
  });
});
