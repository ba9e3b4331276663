import { afterAll, expect, it, vi } from 'vitest';
import { startOtlpReceiver } from '@/scripts/bench/otlp-receiver.mjs';

it('exports http/protobuf under the service name OTEL_SERVICE_NAME gives', async () => {
  const receiver = await startOtlpReceiver();
  afterAll(() => receiver.close());
  vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', `${receiver.endpoint}/v1/traces`);
  vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/protobuf');
  vi.stubEnv('OTEL_SERVICE_NAME', 'shop-under-test');
  vi.stubEnv('OTEL_BSP_SCHEDULE_DELAY', '50');
  await (await import('@/infra/telemetry/sdk')).startTracing('storefront');
  const { currentTraceId, inActionSpan } = await import('@/lib/telemetry/server');

  const traceId = await inActionSpan('cart', async () => currentTraceId());
  const idBytes = Buffer.from(traceId!, 'hex');
  let body: Buffer | undefined;
  for (let i = 0; i < 100 && !body; i++) {
    body = receiver.protobufBodies.find((candidate) => candidate.includes(idBytes));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(body, 'no protobuf export carried the trace').toBeDefined();
  expect(body!.includes('action cart')).toBe(true);
  expect(body!.includes('shop-under-test')).toBe(true);
});
