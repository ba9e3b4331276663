import Module from 'node:module';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { core, NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { createLogger } from '../log';
import { repeatedAttributes, trimNextSpans } from './next-spans';
import { configuredSampler, publicEntriesOf, SiteSampler } from './sampler';

type SpanExporter = NodeSDKConfiguration['traceExporter'];
type ReadableSpan = Parameters<SpanExporter['export']>[0][number];

const urlAttributes = ['http.target', 'http.url', 'url.full'];

/**
 * Spans leave without URL queries (signed links, tokens and filters by email travel in them) and without Next's
 * repeated attributes, which it writes again when a request ends (ADR 0081 leaves them out when a span starts; ADR 0087).
 */
function trimForExport(span: ReadableSpan): void {
  delete span.attributes['url.query'];
  for (const key of repeatedAttributes) delete span.attributes[key];
  for (const key of urlAttributes) {
    const value = span.attributes[key];
    if (typeof value === 'string' && value.includes('?')) span.attributes[key] = value.slice(0, value.indexOf('?'));
  }
}

/** The OTLP/HTTP exporter the protocol variables name (http/protobuf unless http/json); each reads its endpoint. */
async function otlpExporter(service: string): Promise<SpanExporter> {
  const { OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, OTEL_EXPORTER_OTLP_PROTOCOL } = process.env;
  const protocol = (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  if (protocol !== 'http/json' && protocol !== 'http/protobuf')
    createLogger(service).warn(`[telemetry] OTLP protocol ${protocol} is not supported here: sending http/protobuf`);
  const exporter =
    protocol === 'http/json'
      ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
      : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  return {
    export: (spans, done) => {
      spans.forEach(trimForExport);
      exporter.export(spans, done);
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
}

/**
 * Starts OpenTelemetry's Node SDK for traces, configured by the OTEL_* variables (endpoint, protocol, sampler behind
 * the rules of ./sampler.ts, propagators, resource, batching): besides the spans the caller makes, one for every
 * outgoing fetch, which carries the W3C `traceparent`, and one for every PostgreSQL query, each inside a traced
 * operation only. Call it before `pg` is first imported. `name` is the service's name unless OTEL_SERVICE_NAME gives
 * one (`fixed`: always). Metrics and logs have channels of their own, so the SDK sets up neither.
 */
export async function startTracing(name: string, { fixed = false } = {}): Promise<void> {
  const unhooked = { require: Module.prototype.require, getBuiltinModule: process.getBuiltinModule };
  const publicEntries = publicEntriesOf();
  const sdk = new NodeSDK({
    serviceName: fixed || !process.env.OTEL_SERVICE_NAME?.trim() ? name : undefined,
    traceExporter: await otlpExporter(name),
    sampler: new SiteSampler(configuredSampler(), publicEntries),
    // Only `traceparent` travels (issue 40); the SDK's default adds W3C baggage, read on every request, used by none.
    textMapPropagator: process.env.OTEL_PROPAGATORS?.trim() ? undefined : new core.W3CTraceContextPropagator(),
    instrumentations: [
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  // Before Next first asks for its tracer: its steps that repeat another span get none (ADR 0081), and its untraced
  // requests are settled before the SDK sees them (ADR 0082).
  trimNextSpans(publicEntries);
  // The instrumentations' hook would resolve every later require() (Next requires its manifests on each request):
  // pg, the one module it patches, is loaded and patched now, and the hook taken off (ADR 0078).
  await import('pg');
  Module.prototype.require = unhooked.require;
  process.getBuiltinModule = unhooked.getBuiltinModule;
  // What the batch still holds leaves while the server closes its connections.
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}
