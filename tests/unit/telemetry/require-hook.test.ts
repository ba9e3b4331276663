import Module, { createRequire } from 'node:module';
import { afterAll, expect, it, vi } from 'vitest';
import { startOtlpReceiver } from '@/scripts/bench/otlp-receiver.mjs';

it('patches pg and leaves require() as it found it, so no later require pays for the hook', async () => {
  const receiver = await startOtlpReceiver({ keep: false });
  afterAll(() => receiver.close());
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', receiver.endpoint);
  const { require, getBuiltinModule } = {
    require: Module.prototype.require,
    getBuiltinModule: process.getBuiltinModule,
  };
  await (await import('@/infra/telemetry/sdk')).startTracing('storefront');

  expect(Module.prototype.require).toBe(require);
  expect(process.getBuiltinModule).toBe(getBuiltinModule);
  const pg = createRequire(import.meta.url)('pg');
  expect(pg.Client.prototype.query).toHaveProperty('__wrapped', true);
});
