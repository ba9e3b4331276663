import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOtlpReceiver, type ReceivedSpan } from '@/scripts/bench/otlp-receiver.mjs';
import { createVisitor, formFields } from '@/scripts/cluster/client.mjs';
import { freePort, startServer } from '@/scripts/fuzz/server.mjs';

// The build started as `npm start` starts it, with OTEL_* naming a receiver in this file: the spans of an add to cart
// and of a contact message, from the site's request down to the sandbox's queries. Its own site (no edge cache), so
// the shared cluster's instances stay untraced.
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let site: Awaited<ReturnType<typeof startServer>>;
let sandboxPort: number;
const server = 2;
const client = 3;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  sandboxPort = await freePort();
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'storefront-under-test',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    EDGE_CACHE: 'off',
    SANDBOX_DATA_DIR: '.data/traces/sandbox',
    DATABASE_DIR: '.data/traces/postgres',
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  site = await startServer({ distDir: process.env.NEXT_DIST_DIR || '.next', sandboxPort });
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

/** Every span of the trace that holds a span named `name`, once that span's way up to the root and what `done` wants are in. */
async function traceOf(name: string, done: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  let spans: ReceivedSpan[] = [];
  for (let i = 0; i < 100; i++) {
    const named = receiver.spans.find((span) => span.name === name);
    spans = receiver.spans.filter((span) => span.traceId === named?.traceId);
    if (named && !ancestry(spans, named).at(-1)?.parentSpanId && done(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the trace of ${name} is incomplete: ${JSON.stringify(spans.map(({ name }) => name))}`);
}

/** The site's JSON log lines so far (npm start's standard output), parsed. */
function logLines(): Record<string, unknown>[] {
  return site.log
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

/** The spans from `span` up to its trace's root, by parent span id. */
function ancestry(spans: ReceivedSpan[], span: ReceivedSpan | undefined): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  for (let at = span; at; at = spans.find((parent) => parent.spanId === at?.parentSpanId)) chain.push(at);
  return chain;
}

describe('traces over OTLP/HTTP from the built site', () => {
  it('follows an add to cart from the request through the action to the sandbox and its queries', async () => {
    const visitor = createVisitor();
    const page = await visitor.get(`${site.base}/freshly`);
    const added = await visitor.post(`${site.base}/freshly`, formFields(page.text, 'data-testid="buy-box"'));
    expect(added.status).toBe(303);

    const sandbox = `http://127.0.0.1:${sandboxPort}`;
    // The site and the sandbox export in batches of their own: wait until each sandbox span's parent is in as well.
    const spans = await traceOf('action cart', (trace) => {
      const received = new Set(trace.map(({ spanId }) => spanId));
      const platform = trace.filter((span) => span.service === 'commerce-sandbox');
      return (
        platform.some((span) => span.name.startsWith('pg.query')) &&
        platform.every((span) => received.has(span.parentSpanId ?? ''))
      );
    });
    const action = spans.find((span) => span.name === 'action cart');
    const [render, request] = ancestry(spans, action).slice(1);
    expect(render).toMatchObject({ kind: server, name: 'POST /[locale]/[uid]', service: 'storefront-under-test' });
    expect(request).toMatchObject({ kind: server, parentSpanId: undefined, attributes: { 'http.target': '/freshly' } });
    // Every call to the platform is a client span under the action, whose traceparent the sandbox continued.
    const calls = spans.filter(
      (span) => span.kind === client && String(span.attributes['url.full']).startsWith(sandbox),
    );
    expect(calls.map(({ attributes }) => attributes['url.path'])).toContain('/api/line_items');
    for (const call of calls) expect(ancestry(spans, call)).toContain(action);
    const served = spans.filter((span) => span.service === 'commerce-sandbox' && span.kind === server);
    expect(served.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['POST /api/line_items', 'GET /api/orders/{id}']),
    );
    for (const span of served) expect(calls.map(({ spanId }) => spanId)).toContain(span.parentSpanId);
    const queries = spans.filter((span) => span.name.startsWith('pg.query') && span.service === 'commerce-sandbox');
    for (const query of queries) expect(served.map(({ spanId }) => spanId)).toContain(query.parentSpanId);
    // The request's log line (ADR 0068) carries the trace's id, the route's template and the status.
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'POST /[locale]/[uid] 303',
        method: 'POST',
        route: '/[locale]/[uid]',
        status: 303,
        duration: expect.any(Number),
        trace_id: request.traceId,
      }),
    );
    // No cookie value (the cart's holds the order) in any line.
    const written = JSON.stringify(logLines());
    const values = [...visitor.jar.values()].filter((value) => value.length >= 16);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(written).not.toContain(value);
  });

  it('follows a contact message from the request through the action to its database writes', async () => {
    const visitor = createVisitor();
    const email = `traced-${Date.now()}@cluster.test`;
    const page = await visitor.get(`${site.base}/contact`);
    const sent = await visitor.post(`${site.base}/contact`, formFields(page.text, 'contact-form'), {
      firstName: 'Tracy',
      lastName: 'Spanner',
      email,
      country: 'IT',
      message: 'Where does my message go?',
      privacy: 'on',
      terms: 'on',
    });
    expect(sent.text).toContain('Thank you for contacting us!');

    const spans = await traceOf('action contact', (trace) =>
      trace.some((span) => /^insert into "contact_messages"/i.test(String(span.attributes['db.query.text']))),
    );
    const action = spans.find((span) => span.name === 'action contact');
    const [render, request] = ancestry(spans, action).slice(1);
    expect(render).toMatchObject({ kind: server, name: 'POST /[locale]/contact' });
    expect(request).toMatchObject({ kind: server, parentSpanId: undefined, attributes: { 'http.target': '/contact' } });
    const writes = spans.filter((span) => /^insert into/i.test(String(span.attributes['db.query.text'])));
    for (const write of writes) expect(ancestry(spans, write)).toContain(action);
    // Queries carry their statement with placeholders: what the visitor typed never reaches a span.
    expect(JSON.stringify(spans)).not.toMatch(new RegExp(`${email}|Tracy|Spanner|my message`));
    // Nor any log line: the request's line names the route, never what was typed.
    const lines = logLines();
    expect(lines).toContainEqual(
      expect.objectContaining({ route: '/[locale]/contact', status: 200, trace_id: request.traceId }),
    );
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${email}|Tracy|Spanner|my message`));
  });
});
