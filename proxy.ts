import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, localeCookie, localePrefix } from './lib/i18n/locales';
import { negotiateLocale } from './lib/i18n/negotiate';
import { routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/** Locale routing; the browser language is consulted on `/` only (spec §2). */
export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/') {
    const remembered = request.cookies.get(localeCookie.name)?.value;
    const locale = isLocale(remembered) ? remembered : negotiateLocale(request.headers.get('accept-language'));
    if (locale !== defaultLocale) {
      const url = request.nextUrl.clone();
      url.pathname = localePrefix(locale);
      const response = NextResponse.redirect(url, 307);
      response.cookies.set(localeCookie.name, locale, {
        path: localeCookie.path,
        maxAge: localeCookie.maxAge,
        sameSite: localeCookie.sameSite,
      });
      return response;
    }
  }
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
