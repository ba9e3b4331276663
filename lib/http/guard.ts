import { randomUUID } from 'node:crypto';
import { unstable_rethrow } from 'next/navigation';
import { NextRequest } from 'next/server';
import { databaseRetryAfterSeconds, isDatabaseOutage } from '@/lib/db/outage';
import { drainBody } from './body';
import type { Locale } from '@/lib/i18n/locales';
import { apiLocale } from './locale';
import { problemMessage } from './messages';
import { isSameOriginRequest } from './origin-check';
import { HttpProblem } from './problem';
import { logger } from '@/lib/telemetry/log';

export type RouteHandler<C> = (request: NextRequest, context: C) => Response | Promise<Response>;
/** What the route file exports: Next passes a NextRequest, tests may pass a plain Request. */
export type GuardedHandler<C> = (request: Request, context?: C) => Promise<Response>;
type OwnMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RouteMethod = OwnMethod | 'HEAD' | 'OPTIONS';

export type GuardOptions = {
  /** For server-to-server callers that prove themselves with a secret (webhooks): no same-origin check. */
  crossOrigin?: boolean;
};

const ownMethods: OwnMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const stateChanging = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Next's own request is used as is: another copy of the class, behind a Proxy when prerendered (ADR 0054). */
function asNextRequest(request: Request): NextRequest {
  return 'nextUrl' in request ? (request as NextRequest) : new NextRequest(request);
}

function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/** A refusal as `{ error, code }` in the caller's language (or the page's, `locale`), never a stack trace. */
export async function problemResponse(
  request: Request,
  problem: HttpProblem,
  requestId?: string,
  locale: Locale = apiLocale(request),
): Promise<Response> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...problem.headers };
  if (requestId) headers['X-Request-Id'] = requestId;
  const body: Record<string, string> = {
    error: await problemMessage(locale, problem.code),
    code: problem.code,
  };
  if (requestId) body.requestId = requestId;
  return Response.json(body, { status: problem.status, headers });
}

async function run<C>(
  method: string,
  handler: RouteHandler<C>,
  options: GuardOptions,
  request: NextRequest,
  context: C,
): Promise<Response> {
  const response = await answer(method, handler, options, request, context);
  // GET and HEAD carry no body; a statically generated route's request is a Proxy whose body Node 24 cannot read.
  if (stateChanging.has(method)) await drainBody(request);
  return response;
}

async function answer<C>(
  method: string,
  handler: RouteHandler<C>,
  options: GuardOptions,
  request: NextRequest,
  context: C,
): Promise<Response> {
  try {
    if (stateChanging.has(method) && !options.crossOrigin && !isSameOriginRequest(request.headers)) {
      throw new HttpProblem('forbidden');
    }
    return await handler(request, context);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof HttpProblem && error.status < 500) return problemResponse(request, error);
    const requestId = requestIdOf(request);
    logger.error({ err: error }, `[api] ${requestId} ${method} ${request.nextUrl.pathname} failed`);
    if (error instanceof HttpProblem) return problemResponse(request, error, requestId);
    const retry = { 'Retry-After': String(databaseRetryAfterSeconds) };
    const problem = isDatabaseOutage(error) ? new HttpProblem('serviceUnavailable', retry) : new HttpProblem('server');
    return problemResponse(request, problem, requestId);
  }
}

/**
 * The one guard of every route handler: the methods it implements, 405 with `Allow` for the rest, the same-origin
 * check on state-changing methods, a localized 503 when the database is out, and a logged, generic 500 (with a
 * request id) for anything else unexpected.
 * Use as `export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ GET: … })`.
 */
export function guardRoute<C = unknown>(
  handlers: Partial<Record<OwnMethod, RouteHandler<C>>>,
  options: GuardOptions = {},
): Record<RouteMethod, GuardedHandler<C>> {
  const allowed: string[] = ownMethods.filter((method) => handlers[method]);
  if (handlers.GET) allowed.splice(1, 0, 'HEAD');
  const allow = [...allowed, 'OPTIONS'].join(', ');
  const refuse: GuardedHandler<C> = (request) =>
    problemResponse(request, new HttpProblem('methodNotAllowed', { Allow: allow }));
  const guarded = (method: OwnMethod): GuardedHandler<C> => {
    const handler = handlers[method];
    if (!handler) return refuse;
    return (request, context) => run(method, handler, options, asNextRequest(request), context as C);
  };
  return {
    GET: guarded('GET'),
    HEAD: handlers.GET ? guarded('GET') : refuse,
    OPTIONS: async () => new Response(null, { status: 204, headers: { Allow: allow } }),
    POST: guarded('POST'),
    PUT: guarded('PUT'),
    PATCH: guarded('PATCH'),
    DELETE: guarded('DELETE'),
  };
}

/** For the proxy: methods no route handler implements (TRACE, CONNECT, …) answer 405 before routing. */
export function isRouteMethod(method: string): method is RouteMethod {
  return (ownMethods as string[]).includes(method) || method === 'HEAD' || method === 'OPTIONS';
}
