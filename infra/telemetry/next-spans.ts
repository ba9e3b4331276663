import {
  context,
  INVALID_SPAN_CONTEXT,
  ProxyTracerProvider,
  trace,
  type Attributes,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerOptions,
  type TracerProvider,
} from '@opentelemetry/api';
import { underLeftOut, untracedRequest } from './sampler';

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
export const repeatedAttributes: ReadonlySet<string> = new Set(['next.span_name', 'next.span_category']);

function withoutRepeats(options: SpanOptions): SpanOptions {
  if (!options.attributes) return options;
  // Copied without them rather than deleted from a copy, which would leave the SDK a slow dictionary-mode object.
  const attributes: Attributes = {};
  for (const key in options.attributes) if (!repeatedAttributes.has(key)) attributes[key] = options.attributes[key];
  return { ...options, attributes };
}

const unspanned = (options: SpanOptions | undefined) =>
  unspannedSteps.has(String(options?.attributes?.['next.span_type']));

/** What a step without a span is handed: the span around it, not recording, so nothing is ended or set twice. */
const around = (parent: Context): Span => trace.wrapSpanContext(trace.getSpanContext(parent) ?? INVALID_SPAN_CONTEXT);

/** An untraced request's span: no ids, so no `traceparent` leaves under it; local and not sampled, like its parent. */
const untracedRequestSpan: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * Next's tracer as the SDK's, less what is settled here before the SDK is asked (no sampler, no ids): the steps above
 * and whatever starts under a span left out (`inside`) get the span around them and run in their caller's context;
 * an untraced request (./sampler.ts's rule) runs in a span without ids, so whatever starts in it is left out too. The
 * rest goes to the SDK, without the repeated attributes.
 */
class NextStepTracer implements Tracer {
  constructor(
    private readonly inner: Tracer,
    private readonly publicEntries: ReadonlySet<string>,
  ) {}

  private settle(options: SpanOptions, parent: Context): 'inside' | 'untraced' | undefined {
    const parentSpan = options.root ? undefined : trace.getSpanContext(parent);
    if (unspanned(options) || underLeftOut(parentSpan)) return 'inside';
    return untracedRequest(parentSpan, options.kind, options.attributes, this.publicEntries) ? 'untraced' : undefined;
  }

  startSpan(name: string, options: SpanOptions = {}, parent: Context = context.active()): Span {
    const settled = this.settle(options, parent);
    if (settled === 'inside') return around(parent);
    return settled === 'untraced' ? untracedRequestSpan : this.inner.startSpan(name, withoutRepeats(options), parent);
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
    const run = fn as (span: Span) => ReturnType<F>;
    const settled = this.settle(options, parent);
    // Without a span of its own it runs in its parent's context, the caller's unless given: none of its own to enter.
    if (settled === 'inside')
      return rest.length < 3 ? run(around(parent)) : context.with(parent, run, undefined, around(parent));
    const span =
      settled === 'untraced' ? untracedRequestSpan : this.inner.startSpan(name, withoutRepeats(options), parent);
    return context.with(trace.setSpan(parent, span), run, undefined, span);
  }
}

/** The registered provider, with Next's tracer replaced by a NextStepTracer over it. */
class SiteTracerProvider implements TracerProvider {
  private next?: Tracer;

  constructor(
    private readonly inner: TracerProvider,
    private readonly publicEntries: ReadonlySet<string>,
  ) {}

  getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
    if (name !== nextScope) return this.inner.getTracer(name, version, options);
    this.next ??= new NextStepTracer(this.inner.getTracer(name, version, options), this.publicEntries);
    return this.next;
  }
}

/**
 * Puts NextStepTracer between Next and the tracer provider the SDK has just registered (before Next asks for it);
 * `publicEntries` as the sampler's (the top-level names in public/).
 */
export function trimNextSpans(publicEntries: ReadonlySet<string>): void {
  const registered = trace.getTracerProvider();
  if (registered instanceof ProxyTracerProvider)
    registered.setDelegate(new SiteTracerProvider(registered.getDelegate(), publicEntries));
}
