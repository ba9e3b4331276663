import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  TraceFlags,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trimNextSpans } from '@/infra/telemetry/next-spans';
import { configuredSampler, publicEntriesOf, SiteSampler } from '@/infra/telemetry/sampler';

const exporter = new tracing.InMemorySpanExporter();
const site = new SiteSampler(configuredSampler({}), publicEntriesOf());
/** The names of the spans the SDK was asked to start (its sampler sees every one). */
const asked: string[] = [];
const sampler: tracing.Sampler = {
  shouldSample: (...args) => {
    asked.push(args[2]);
    return site.shouldSample(...args);
  },
};
const provider = new node.NodeTracerProvider({ sampler, spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });

beforeAll(() => {
  // Another file in this worker may have registered its own.
  trace.disable();
  context.disable();
  propagation.disable();
  provider.register();
  trimNextSpans(publicEntriesOf());
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => {
  exporter.reset();
  asked.length = 0;
});

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

/** Next's request span for `target` as its tracer starts it (kind, method, target), running `work` inside. */
function request(target: string, work: (span: Span) => void, parent: Context = context.active()) {
  const options = {
    kind: SpanKind.SERVER,
    ...nextOptions('BaseServer.handleRequest', 'GET', { 'http.method': 'GET', 'http.target': target }),
  };
  trace.getTracer('next.js', '16.4.6').startActiveSpan('GET', options, parent, (span) => {
    work(span);
    span.end();
  });
}

/** The `traceparent` a fetch made now would send. */
function traceparent(): string | undefined {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers.traceparent;
}

const remote = (traceFlags: TraceFlags) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: '00f067aa0ba902b7',
    traceFlags,
    isRemote: true,
  });

describe('Next’s spans', () => {
  it('settles a request for a file, a health check or metrics before the SDK: no ids, nothing under it recorded', () => {
    const next = trace.getTracer('next.js', '16.4.6');
    for (const target of ['/content/foodprint/green-guru.webp', '/_next/static/chunks/a.js', '/api/health', '/metrics'])
      for (const parent of [ROOT_CONTEXT, remote(TraceFlags.SAMPLED)])
        request(
          target,
          (span) => {
            expect(isSpanContextValid(span.spanContext()), target).toBe(false);
            expect(traceparent(), target).toBeUndefined();
            next.startActiveSpan('middleware GET', nextOptions('Middleware.execute', 'middleware GET'), (step) => {
              expect(step.isRecording()).toBe(false);
              expect(traceparent(), target).toBeUndefined();
              step.end();
            });
            // What does not come through Next's tracer (a fetch, a query) is left out by the sampler's same rule.
            trace.getTracer('storefront').startActiveSpan('pg.query', (query) => query.end());
          },
          parent,
        );
    expect(asked.every((name) => name === 'pg.query')).toBe(true);
    expect(asked).toHaveLength(8);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('settles Next’s spans under a local span left out before the SDK, in the context they were called in', () => {
    const next = trace.getTracer('next.js', '16.4.6');
    const leftOut = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.NONE,
    });
    context.with(leftOut, () => {
      const outer = trace.getActiveSpan();
      next.startActiveSpan(
        'render route (app) /technology',
        nextOptions('AppRender.getBodyResult', 'render'),
        (step) => {
          expect(step.isRecording()).toBe(false);
          expect(step.spanContext()).toEqual(outer?.spanContext());
          expect(trace.getActiveSpan()).toBe(outer);
          step.end();
        },
      );
      next.startSpan('fetch', nextOptions('AppRender.fetch', 'fetch')).end();
    });
    expect(asked).toEqual([]);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('hands a traced request to the SDK, under an incoming traceparent too', () => {
    request('/api/cart?locale=en', () => undefined);
    request('/technology', () => undefined, remote(TraceFlags.SAMPLED));
    expect(asked).toEqual(['GET', 'GET']);
    const [cart, page] = exporter.getFinishedSpans();
    expect(cart.attributes['http.target']).toBe('/api/cart?locale=en');
    expect(page.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });

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
