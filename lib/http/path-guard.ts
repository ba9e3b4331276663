import { NextResponse, type NextRequest } from 'next/server';
import { localeHeader, pathLocale } from '@/lib/i18n/locales';
import { isRouteMethod, problemResponse } from './guard';
import { HttpProblem } from './problem';

/**
 * Next's own 404 route: app/global-not-found.tsx, rendered on the server with the site's layout in the locale of
 * next-intl's request header (a `notFound()` thrown while a page renders gets an empty document, ADR 0064).
 */
export const notFoundRoute = '/_not-found';

/** Longer paths are refused before routing: no page has one, and every header that reflects the URL stays small. */
export const maxPathLength = 1024;
const routeMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const metadataRoutes = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg']);

/** 414 for a path over `maxPathLength` characters (as sent, still percent-encoded), else null. */
export function refuseLongPath(pathname: string): Response | null {
  if (pathname.length <= maxPathLength) return null;
  return new Response('URI Too Long', {
    status: 414,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** No route has `%` in a segment, so a path that does not decode, or decodes to a `%`, cannot name a page. */
export function isUndecodablePath(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes('%');
  } catch {
    return true;
  }
}

/**
 * What the proxy answers before locale routing: 414 for an over-long path, 405 for a method no route implements
 * (PROPFIND…), and for metadata routes and public files (`/content/`) either a pass-through or, when the path does
 * not decode, a 404. Null for page paths. Route handlers skip the proxy: server/http/api-gate.ts screens them.
 */
export async function screenRequest(request: NextRequest): Promise<Response | null> {
  const { pathname } = request.nextUrl;
  const tooLong = refuseLongPath(pathname);
  if (tooLong) return tooLong;
  if (!isRouteMethod(request.method)) {
    return problemResponse(request, new HttpProblem('methodNotAllowed', { Allow: routeMethods }));
  }
  if (metadataRoutes.has(pathname)) return NextResponse.next();
  if (!pathname.startsWith('/content/')) return null;
  if (!isUndecodablePath(pathname)) return NextResponse.next();
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The localized 404 for an undecodable page path, else null. Answered here because the locale middleware decodes
 * `%25` to a bare `%` in its rewrite, which Next then fails to route (a 500).
 */
export function rewriteUndecodablePath(request: NextRequest): NextResponse | null {
  if (!isUndecodablePath(request.nextUrl.pathname)) return null;
  const headers = new Headers(request.headers);
  headers.set(localeHeader, pathLocale(request.nextUrl.pathname));
  return NextResponse.rewrite(new URL(notFoundRoute, request.url), { request: { headers } });
}
