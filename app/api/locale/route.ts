import { NextResponse, type NextRequest } from 'next/server';
import { guardRoute } from '@/lib/http/guard';
import { rememberLocale } from '@/lib/http/locale';
import { isLocale, localePrefix, type Locale } from '@/lib/i18n/locales';
import { pathFor, matchPath } from '@/lib/routes/paths';
import { translatedContentPath } from '@/lib/pages/server';

/** Language switcher target: the same page in `to`, and the choice remembered in the locale cookie. */
async function switchLocale(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  if (!isLocale(to)) return NextResponse.json({ error: 'Unknown locale' }, { status: 400 });
  const from = request.nextUrl.searchParams.get('from') ?? '/';
  const target = await targetPath(from, to);
  // A relative Location keeps the host the browser used (behind proxies nextUrl's origin may differ).
  const response = new NextResponse(null, { status: 303, headers: { Location: target } });
  rememberLocale(response.cookies, to);
  return response;
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ GET: switchLocale });

async function targetPath(from: string, to: Locale): Promise<string> {
  // Only same-site paths: `from` must not turn this into an open redirect.
  const url = new URL(from.startsWith('/') && !from.startsWith('//') ? from : '/', 'http://local');
  const match = matchPath(url.pathname);
  if (!match) return localePrefix(to) || '/';
  const content = await translatedContentPath(match.href, match.locale, to);
  if (content !== undefined) return content ?? (localePrefix(to) || '/');
  return `${pathFor(to, match.href)}${url.search}`;
}
