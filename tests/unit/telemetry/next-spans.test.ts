import { context, SpanKind, trace, type Span } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trimNextSpans } from '@/infra/telemetry/next-spans';

const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });

beforeAll(() => {
  // Another file in this worker may have registered its own.
  trace.disable();
  context.disable();
  provider.register();
  trimNextSpans();
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
});
beforeEach(() => exporter.reset());

/** Next's attributes on a span of `type` named `name`, as its tracer passes them (next/dist/server/lib/trace). */
const nextOptions = (type: string, name: string, more = {}) => ({
  attributes: { 'next.span_category': 'nextjs', 'next.span_name': name, 'next.span_type': type, ...more },
});

/** Runs `work` as Next runs a route handler: its request span, the handler's step inside, `work` inside that. */
function routeHandler(work: (step: Span) => void) {
  const next = trace.getTracer('next.js', '16.4.6');
  next.startActiveSpan(
    'GET /api/cart',
    {
      kind: SpanKind.SERVER,
      ...nextOptions('BaseServer.handleRequest', 'GET /api/cart', { 'http.target': '/api/cart' }),
    },
    (request) => {
      next.startActiveSpan(
        'executing api route (app) /api/cart',
        nextOptions('AppRouteRouteHandlers.runHandler', 'executing api route (app) /api/cart'),
        (step) => {
          work(step);
          step.end();
        },
      );
      request.end();
    },
  );
}

describe('Next’s spans', () => {
  it('gives a route handler’s run no span: what it calls is a child of the request span', () => {
    routeHandler((step) => {
      step.setAttribute('next.route', '/api/cart');
      trace.getTracer('storefront').startActiveSpan('commerce GET /api/orders', (call) => call.end());
    });
    const spans = exporter.getFinishedSpans();
    expect(spans.map(({ name }) => name)).toEqual(['commerce GET /api/orders', 'GET /api/cart']);
    const [call, request] = spans;
    expect(call.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(call.spanContext().traceId).toBe(request.spanContext().traceId);
  });

  it('records none of Next’s module-loading steps nor its start response', () => {
    const next = trace.getTracer('next.js', '16.4.6');
    next.startActiveSpan('GET /technology', nextOptions('BaseServer.handleRequest', 'GET /technology'), (request) => {
      for (const type of ['NextNodeServer.findPageComponents', 'LoadComponents.loadRouteModule', 'RouteModule.prepare'])
        next.startActiveSpan(type, nextOptions(type, type), (step) => {
          expect(step.spanContext()).toEqual(request.spanContext());
          expect(step.isRecording()).toBe(false);
          step.end();
        });
      const start = next.startSpan('start response', nextOptions('NextNodeServer.startResponse', 'start response'));
      expect(start.isRecording()).toBe(false);
      start.end();
      request.end();
    });
    expect(exporter.getFinishedSpans().map(({ name }) => name)).toEqual(['GET /technology']);
  });

  it('keeps the span type and drops the attributes that repeat the span’s name and scope', () => {
    routeHandler(() => undefined);
    const [request] = exporter.getFinishedSpans();
    expect(request.attributes).toEqual({ 'next.span_type': 'BaseServer.handleRequest', 'http.target': '/api/cart' });
    expect(request.kind).toBe(SpanKind.SERVER);
  });

  it('leaves every other tracer as the SDK made it', () => {
    const options = nextOptions('AppRouteRouteHandlers.runHandler', 'mine');
    trace.getTracer('storefront').startActiveSpan('mine', options, (span) => span.end());
    expect(exporter.getFinishedSpans().map(({ name, attributes }) => [name, attributes])).toEqual([
      ['mine', options.attributes],
    ]);
  });
});
