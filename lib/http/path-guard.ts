import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/** Longer paths are refused before routing: no page has one, and every header that reflects the URL stays small. */
export const maxPathLength = 1024;

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
 * The localized 404 for an undecodable path, else null. Answered here because the locale middleware decodes
 * `%25` to a bare `%` in its rewrite, which Next then fails to route (a 500).
 */
export function rewriteUndecodablePath(request: NextRequest): NextResponse | null {
  if (!isUndecodablePath(request.nextUrl.pathname)) return null;
  const first = request.nextUrl.pathname.split('/')[1];
  const locale = isLocale(first) ? first : defaultLocale;
  return NextResponse.rewrite(new URL(`/${locale}/not-found`, request.url), { request: { headers: request.headers } });
}
