// The sandbox's entry: with OTEL_* set (and SANDBOX_TRACES not `off`) it traces as the hosted platform's stand-in,
// under a service name of its own, each request a child of the caller's span by its traceparent; tracing starts
// before the server imports `pg`.
import { tracingWanted } from '../infra/telemetry/config';

if (tracingWanted() && process.env.SANDBOX_TRACES !== 'off')
  await (await import('../infra/telemetry/sdk')).startTracing('commerce-sandbox', { fixed: true });
await import('./serve');
