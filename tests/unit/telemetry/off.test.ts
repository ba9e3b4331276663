import { context, propagation, ProxyTracerProvider, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import { tracingWanted } from '@/infra/telemetry/config';
import { currentTraceId, inActionSpan } from '@/lib/telemetry/server';

const sdkLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/infra/telemetry/sdk', async (importOriginal) => {
  sdkLoads.count++;
  return importOriginal();
});

describe('tracing off', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is off unless an OTLP endpoint is named, and off when disabled or exporting to none', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'storefront', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe(true);
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });

  it('loads no SDK and registers nothing at start-up without OTEL variables: the API stays a no-op', async () => {
    for (const name of Object.keys(process.env).filter((key) => key.startsWith('OTEL_'))) vi.stubEnv(name, undefined);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register();
    expect(sdkLoads.count).toBe(0);
    expect(process.env.NEXT_OTEL_FETCH_DISABLED).toBeUndefined();
    const provider = trace.getTracerProvider();
    expect(provider).toBeInstanceOf(ProxyTracerProvider);
    expect((provider as ProxyTracerProvider).getDelegate().constructor.name).toBe('NoopTracerProvider');

    // An action still runs, inside a span that records nothing and propagates nothing.
    const carrier: Record<string, string> = {};
    const answer = await inActionSpan('cart', async () => {
      propagation.inject(context.active(), carrier);
      expect(trace.getActiveSpan()?.isRecording() ?? false).toBe(false);
      return currentTraceId();
    });
    expect(answer).toBeUndefined();
    expect(carrier).toEqual({});
  });
});
