import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SpanKind, TraceFlags, trace, type Attributes, type Context, type Link } from '@opentelemetry/api';
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
 * Leaves out, before any span is recorded, requests for public files, health checks and metrics (Next's request
 * span carries `http.target` from its start) and whatever starts under a span left out here, so nothing is orphaned;
 * everything else is `configured`'s to decide. (Next's steps that get no span at all: ./next-spans.ts.)
 */
export class SiteSampler implements Sampler {
  constructor(
    private readonly configured: Sampler,
    private readonly publicEntries: ReadonlySet<string>,
  ) {}

  shouldSample(context: Context, traceId: string, name: string, kind: SpanKind, attributes: Attributes, links: Link[]) {
    const parent = trace.getSpanContext(context);
    if (parent && !parent.isRemote && !(parent.traceFlags & TraceFlags.SAMPLED)) return leftOut;
    const target = attributes['http.target'];
    if ((!parent || parent.isRemote) && kind === SpanKind.SERVER && typeof target === 'string')
      if (untracedPath(target, this.publicEntries)) return leftOut;
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
