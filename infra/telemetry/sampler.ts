import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  SpanKind,
  TraceFlags,
  trace,
  type Attributes,
  type Context,
  type Link,
  type SpanContext,
} from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';

type Sampler = tracing.Sampler;
type Env = Record<string, string | undefined>;

const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, SamplingDecision, TraceIdRatioBasedSampler } = tracing;
const leftOut = { decision: SamplingDecision.NOT_RECORD };

/** Paths not worth a trace: public files (`publicEntries`: the top-level names in public/), health checks, metrics. */
function untracedPath(target: string, publicEntries: ReadonlySet<string>): boolean {
  const pathname = target.split('?')[0];
  if (pathname === '/metrics' || pathname === '/api/health' || pathname.startsWith('/api/health/')) return true;
  return pathname.startsWith('/_next/static/') || publicEntries.has(pathname.split('/')[1]);
}

/** A span started under `parent` is left out with it: a local span that is not sampled (so none is orphaned). */
export function underLeftOut(parent: SpanContext | undefined): boolean {
  return !!parent && !parent.isRemote && !(parent.traceFlags & TraceFlags.SAMPLED);
}

/**
 * A request for a public file, a built file, a health check or metrics: a server span under no parent or a remote one
 * whose `http.target` (Next's request span carries it from its start) is such a path.
 */
export function untracedRequest(
  parent: SpanContext | undefined,
  kind: SpanKind | undefined,
  attributes: Attributes | undefined,
  publicEntries: ReadonlySet<string>,
): boolean {
  const target = attributes?.['http.target'];
  if (kind !== SpanKind.SERVER || typeof target !== 'string' || (parent && !parent.isRemote)) return false;
  return untracedPath(target, publicEntries);
}

/** The sampler OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG name, as the SDK reads them (default: every trace). */
export function configuredSampler(env: Env = process.env): Sampler {
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG?.trim() || 1);
  const ratio = () => new TraceIdRatioBasedSampler(arg >= 0 && arg <= 1 ? arg : 1);
  switch (env.OTEL_TRACES_SAMPLER?.trim()) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio() });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/**
 * Leaves out, before any span is recorded, the requests of `untracedRequest` and whatever starts under a span left
 * out (`underLeftOut`); everything else is `configured`'s to decide. Next's own spans are settled by the same two
 * rules before they reach the SDK (./next-spans.ts); this sampler decides the rest (fetch, pg).
 */
export class SiteSampler implements Sampler {
  constructor(
    private readonly configured: Sampler,
    private readonly publicEntries: ReadonlySet<string>,
  ) {}

  shouldSample(context: Context, traceId: string, name: string, kind: SpanKind, attributes: Attributes, links: Link[]) {
    const parent = trace.getSpanContext(context);
    if (underLeftOut(parent) || untracedRequest(parent, kind, attributes, this.publicEntries)) return leftOut;
    return this.configured.shouldSample(context, traceId, name, kind, attributes, links);
  }

  toString(): string {
    return `SiteSampler{${this.configured.toString()}}`;
  }
}

/** The top-level names in `root`/public (none without it). */
export function publicEntriesOf(root = process.cwd()): Set<string> {
  try {
    return new Set(readdirSync(path.join(root, 'public')));
  } catch {
    return new Set();
  }
}
