// A small OTLP/HTTP trace receiver on loopback, for the tracing tests and bench:load's traced run: it answers every
// POST /v1/traces with 200 and keeps the spans of http/json bodies (flattened) and the raw http/protobuf ones, or
// (`keep: false`, a sink) only counts them.
import http from 'node:http';

/** OTLP's JSON attribute list as a plain object (string, int, double and bool values). */
function attributesOf(list = []) {
  const entries = list.map(({ key, value = {} }) => [
    key,
    value.stringValue ??
      (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue)),
  ]);
  return Object.fromEntries(entries);
}

/** The spans of one ExportTraceServiceRequest in JSON, each with its service's name. */
function flattenSpans(request) {
  const spans = [];
  for (const { resource, scopeSpans = [] } of request.resourceSpans ?? []) {
    const service = attributesOf(resource?.attributes)['service.name'];
    for (const { spans: list = [] } of scopeSpans)
      for (const span of list)
        spans.push({
          service,
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || undefined,
          name: span.name,
          kind: span.kind,
          attributes: attributesOf(span.attributes),
          status: span.status?.code ?? 0,
        });
  }
  return spans;
}

/** Listens on `port` (0: any free one); resolves once listening. */
export function startOtlpReceiver({ port = 0, keep = true } = {}) {
  const spans = [];
  const protobufBodies = [];
  let posts = 0;
  let bytes = 0;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const json = request.headers['content-type']?.includes('json');
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      posts++;
      bytes += body.length;
      if (keep && json) spans.push(...flattenSpans(JSON.parse(body.toString('utf8'))));
      else if (keep) protobufBodies.push(body);
      response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      response.end(json ? '{}' : '');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        endpoint: `http://127.0.0.1:${server.address().port}`,
        spans,
        protobufBodies,
        posts: () => posts,
        bytes: () => bytes,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
