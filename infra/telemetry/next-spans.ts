import {
  context,
  INVALID_SPAN_CONTEXT,
  ProxyTracerProvider,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerOptions,
  type TracerProvider,
} from '@opentelemetry/api';

/** The tracer Next asks the global provider for (next/dist/server/lib/trace/tracer.js). */
const nextScope = 'next.js';

/**
 * Next's steps that get no span of their own (ADR 0081): its module loading (after the first request its time is nil
 * and its parent's), `start response` (a span of no length) and a route handler's run, which repeats the request span
 * around it (same route, same extent). What runs inside one is a child of the span around it.
 */
const unspannedSteps: ReadonlySet<string> = new Set([
  'NextNodeServer.findPageComponents',
  'LoadComponents.loadRouteModule',
  'RouteModule.prepare',
  'NextNodeServer.startResponse',
  'AppRouteRouteHandlers.runHandler',
]);

/** What Next writes on every span besides its type: the span's own name again and the scope's (`nextjs`). */
const repeatedAttributes = ['next.span_name', 'next.span_category'];

function withoutRepeats(options: SpanOptions): SpanOptions {
  if (!options.attributes) return options;
  const attributes = { ...options.attributes };
  for (const key of repeatedAttributes) delete attributes[key];
  return { ...options, attributes };
}

const unspanned = (options: SpanOptions | undefined) =>
  unspannedSteps.has(String(options?.attributes?.['next.span_type']));

/** What a step without a span is handed: the span around it, not recording, so nothing is ended or set twice. */
const around = (parent: Context): Span => trace.wrapSpanContext(trace.getSpanContext(parent) ?? INVALID_SPAN_CONTEXT);

/** Next's tracer as the SDK's, less the spans and attributes above, each left out before anything is recorded. */
class NextStepTracer implements Tracer {
  constructor(private readonly inner: Tracer) {}

  startSpan(name: string, options: SpanOptions = {}, parent: Context = context.active()): Span {
    return unspanned(options) ? around(parent) : this.inner.startSpan(name, withoutRepeats(options), parent);
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    options: SpanOptions,
    parent: Context,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const [options, parent, fn] =
      rest.length === 1
        ? [{}, context.active(), rest[0]]
        : rest.length === 2
          ? [rest[0], context.active(), rest[1]]
          : rest;
    // A step without a span runs in the context it was called in: no span, no context of its own to enter.
    if (unspanned(options)) return fn(around(parent)) as ReturnType<F>;
    const span = this.inner.startSpan(name, withoutRepeats(options), parent);
    return context.with(trace.setSpan(parent, span), fn as (span: Span) => ReturnType<F>, undefined, span);
  }
}

/** The registered provider, with Next's tracer replaced by a NextStepTracer over it. */
class SiteTracerProvider implements TracerProvider {
  private next?: Tracer;

  constructor(private readonly inner: TracerProvider) {}

  getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
    if (name !== nextScope) return this.inner.getTracer(name, version, options);
    this.next ??= new NextStepTracer(this.inner.getTracer(name, version, options));
    return this.next;
  }
}

/** Puts NextStepTracer between Next and the tracer provider the SDK has just registered (before Next asks for it). */
export function trimNextSpans(): void {
  const registered = trace.getTracerProvider();
  if (registered instanceof ProxyTracerProvider)
    registered.setDelegate(new SiteTracerProvider(registered.getDelegate()));
}
