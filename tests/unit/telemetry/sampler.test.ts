import { context, ROOT_CONTEXT, SpanKind, TraceFlags, trace, type Attributes, type Context } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { describe, expect, it } from 'vitest';
import { configuredSampler, publicEntriesOf, SiteSampler } from '@/infra/telemetry/sampler';

const { SamplingDecision } = tracing;
const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const sampler = new SiteSampler(configuredSampler({}), publicEntriesOf());

/** Next's request span for `target` (its attributes as Next starts it), under `parent`. */
const request = (target: string, parent: Context = ROOT_CONTEXT) =>
  sampler.shouldSample(parent, traceId, 'GET', SpanKind.SERVER, { 'http.method': 'GET', 'http.target': target }, [])
    .decision;

const under = (sampled: boolean, isRemote = false) =>
  trace.setSpanContext(context.active(), {
    traceId,
    spanId: '00f067aa0ba902b7',
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote,
  });

const child = (attributes: Attributes, parent = under(true)) =>
  sampler.shouldSample(parent, traceId, 'child', SpanKind.INTERNAL, attributes, []).decision;

describe('which requests and spans are traced', () => {
  it('leaves out public files, built files, health checks and metrics, also under an incoming traceparent', () => {
    for (const target of [
      '/content/foodprint/green-guru.webp',
      '/content/missing.png?w=1',
      '/_next/static/chunks/main.js',
      '/api/health',
      '/api/health/live',
      '/metrics',
    ]) {
      expect(request(target), target).toBe(SamplingDecision.NOT_RECORD);
      expect(request(target, under(true, true)), target).toBe(SamplingDecision.NOT_RECORD);
    }
  });

  it('traces pages, the cart and actions', () => {
    for (const target of ['/technology', '/de/blog/news/referral-programme', '/api/cart?locale=en', '/contents', '/'])
      expect(request(target), target).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });

  it('keeps the spans of Next’s steps and of actions', () => {
    expect(child({ 'next.span_type': 'AppRender.getBodyResult' })).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(child({ 'app.action': 'cart' })).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });

  it('leaves out what starts under a span it left out, whatever the configured sampler says', () => {
    const always = new SiteSampler(configuredSampler({ OTEL_TRACES_SAMPLER: 'always_on' }), new Set());
    expect(always.shouldSample(under(false), traceId, 'pg.query', SpanKind.CLIENT, {}, []).decision).toBe(
      SamplingDecision.NOT_RECORD,
    );
  });

  it('samples the rest by OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG', () => {
    const env = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio' };
    const none = new SiteSampler(configuredSampler({ ...env, OTEL_TRACES_SAMPLER_ARG: '0' }), new Set());
    const all = new SiteSampler(configuredSampler({ ...env, OTEL_TRACES_SAMPLER_ARG: '1' }), new Set());
    const attributes = { 'http.target': '/api/cart' };
    expect(none.shouldSample(ROOT_CONTEXT, traceId, 'GET', SpanKind.SERVER, attributes, []).decision).toBe(
      SamplingDecision.NOT_RECORD,
    );
    expect(all.shouldSample(ROOT_CONTEXT, traceId, 'GET', SpanKind.SERVER, attributes, []).decision).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
    expect(none.shouldSample(under(true, true), traceId, 'GET', SpanKind.SERVER, attributes, []).decision).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
  });
});
