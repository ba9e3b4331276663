// The one log format of every process the shop runs (the site and the runtime around it, the site's services, the
// commerce sandbox, the launchers): pino's JSON, one object per line on standard output, with level, time, service
// and msg (docs/adr/0068-structured-logs.md). Nothing personal is written: callers log no email, address, cookie,
// token or order id, and the keys below are censored and any email scrubbed if one slips into an object or a message.
import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Keys whose value is personal or a secret, censored at the top of a logged object. */
const secretKeys = [
  'email',
  'recipient',
  'replyTo',
  'reply_to',
  'address',
  'shipping_address',
  'billing_address',
  'line_1',
  'line_2',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'phone',
  'cookie',
  'cookies',
  '["set-cookie"]',
  'authorization',
  'token',
  'accessToken',
  'access_token',
  'refresh_token',
  'password',
  'secret',
  'clientSecret',
  'client_secret',
  'orderId',
  'order_id',
];

/**
 * The redacted paths, all anchored (a path starting with a wildcard costs pino tens of microseconds a line): the keys
 * above, request headers, what a PostgreSQL error quotes of a row (`detail`) and the values a commerce platform's
 * error items echo (`meta`), on an error and on its cause.
 */
const redactedPaths = [
  ...secretKeys,
  ...['cookie', 'authorization'].map((name) => `headers.${name}`),
  ...['err', 'err.cause'].flatMap((error) => [
    `${error}.detail`,
    `${error}.errors[*].meta`,
    `${error}.aggregateErrors[*].meta`,
  ]),
];

const emailPattern = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

/** A written line with every email address replaced (a net under the rule that callers log none). */
function withoutEmails(line: string): string {
  return line.includes('@') ? line.replace(emailPattern, '[email]') : line;
}

/** The trace id (32 hex digits) of the active span, for a log line; undefined when tracing is off. */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? span.traceId : undefined;
}

/** The active span's trace id, so a line written while a traced request runs can be found beside its trace. */
function traceFields(): { trace_id?: string } {
  const traceId = activeTraceId();
  return traceId ? { trace_id: traceId } : {};
}

/**
 * A logger for `service`: LOG_LEVEL (default info) and up, to standard output unless `destination` is given. `traced`
 * adds the active span's trace id to every line.
 */
export function createLogger(
  service: string,
  { traced = false, destination }: { traced?: boolean; destination?: DestinationStream } = {},
): Logger {
  const instance = process.env.INSTANCE_ID?.trim();
  const options: LoggerOptions = {
    level: process.env.LOG_LEVEL?.trim() || 'info',
    base: instance ? { service, instance, pid: process.pid } : { service, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.errWithCause },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    hooks: { streamWrite: withoutEmails },
    mixin: traced ? traceFields : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}
