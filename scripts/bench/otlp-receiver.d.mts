export interface ReceivedSpan {
  service: string | undefined;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  status: number;
}
export function startOtlpReceiver(options?: { port?: number; keep?: boolean }): Promise<{
  endpoint: string;
  spans: ReceivedSpan[];
  protobufBodies: Buffer[];
  posts(): number;
  bytes(): number;
  close(): Promise<void>;
}>;
