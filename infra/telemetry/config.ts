/**
 * Whether this process traces: an OTLP endpoint is named (OpenTelemetry's standard variables), the SDK is not
 * disabled and the traces exporter is not `none`. Otherwise nothing of the SDK loads and the API stays a no-op.
 */
export function tracingWanted(env: Record<string, string | undefined> = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.split(',')[0].trim() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}
