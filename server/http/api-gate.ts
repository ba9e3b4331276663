// What the site answers before Next sees a request: the checks proxy.ts would make, for requests that skip it
// (route handlers, ADR 0043) or that Next cannot even represent (TRACE). Answers are `{ error, code }` in the
// caller's language, picked as lib/http/locale.ts picks it.
import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

type ErrorCode = 'methodNotAllowed' | 'badRequest';
/** An answer the server sends itself. */
export type Refusal = { status: number; headers: OutgoingHttpHeaders; body: string };

export const routeMethods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const maxApiPathLength = 1024;
const defaultLocale = 'en';
const localeCookieName = 'NEXT_LOCALE';

const errors: Record<string, Record<ErrorCode, string>> = Object.fromEntries(
  readdirSync('messages')
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(`messages/${file}`, 'utf8')).http.errors]),
);

/** `?locale=`, then `X-Locale`, then the remembered locale cookie, else English. */
export function answerLocale(url: string, headers: IncomingHttpHeaders): string {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('locale');
  const cookie = String(headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`))?.[1];
  const candidates = [query, headers['x-locale'], cookie];
  const known = (candidate: unknown): candidate is string =>
    typeof candidate === 'string' && Object.hasOwn(errors, candidate);
  return candidates.find(known) ?? defaultLocale;
}

/** The path as Next will route it: absolute-form targets, dot segments and backslashes resolved, still encoded. */
function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://gate.invalid').pathname;
  } catch {
    return undefined;
  }
}

function undecodable(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes('%');
  } catch {
    return true;
  }
}

// next.config.ts's headers for JSON answers (lib/http/security-headers.ts), which Next adds only to what it serves.
const jsonHeaders = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

function problem(
  status: number,
  code: ErrorCode,
  url: string,
  headers: IncomingHttpHeaders,
  extra: OutgoingHttpHeaders = {},
): Refusal {
  const body = JSON.stringify({ error: errors[answerLocale(url, headers)][code], code });
  return { status, headers: { ...jsonHeaders, ...extra }, body };
}

/**
 * The refusal for a request Next must not see, or null: 405 for a method no route implements (any path), and for a
 * route handler's path 414 over 1,024 characters or 400 when it does not decode (Next would answer 500).
 */
export function refuseBeforeNext({
  method = '',
  url = '/',
  headers = {},
}: {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
}): Refusal | null {
  if (!routeMethods.includes(method)) {
    return problem(405, 'methodNotAllowed', url, headers, { Allow: routeMethods.join(', ') });
  }
  const pathname = pathOf(url);
  if (!pathname?.startsWith('/api/')) return null;
  if (pathname.length > maxApiPathLength) {
    const body = 'URI Too Long';
    return { status: 414, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body };
  }
  return undecodable(pathname) ? problem(400, 'badRequest', url, headers) : null;
}
