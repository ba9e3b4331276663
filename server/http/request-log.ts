// One JSON line and one histogram observation per request, written when its response is done (or abandoned):
// method, route template, status, duration and, when tracing is on, the trace id (docs/adr/0068-structured-logs.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { activeTraceId, type Logger } from '../../infra/log.ts';
import { currentWriteHead, type WriteHeadRest } from './internal-headers.ts';

/** What is known of a request once it is answered. */
export type AnsweredRequest = { method: string; route: string; status: number; seconds: number };

/** HAProxy's check asks every second: a healthy answer is logged at debug level only. */
const probe = '/api/health/live';

/** The per-request hook of server/http/site-handler.ts: logs each request through `log` and hands it to `record`. */
export function observeRequests({
  log,
  routeOf,
  record,
}: {
  log: Logger;
  routeOf: (target: string) => string;
  record: (answered: AnsweredRequest) => void;
}): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const started = process.hrtime.bigint();
    // Both as they arrived: a later layer answers HEAD as GET, and Next rewrites the URL it routes.
    const method = request.method ?? 'GET';
    const target = request.url ?? '/';
    let traceId: string | undefined;
    const writeHead = currentWriteHead(response);
    response.writeHead = (status: number, ...rest: WriteHeadRest) => {
      // Next writes the head inside its request span (or a child), so this is the request's trace id.
      traceId ??= activeTraceId();
      return writeHead(status, ...rest);
    };
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(target);
      const status = response.statusCode;
      record({ method, route, status, seconds });
      const line = {
        method,
        route,
        status,
        duration: Math.round(seconds * 10_000) / 10,
        trace_id: traceId,
        aborted: response.writableFinished ? undefined : true,
      };
      const message = `${method} ${route} ${status}`;
      if (status >= 500) log.error(line, message);
      else if (route === probe && status < 400) log.debug(line, message);
      else log.info(line, message);
    });
  };
}
