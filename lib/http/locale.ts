import { defaultLocale, isLocale, localeCookie, type Locale } from '@/lib/i18n/locales';
import { secureCookies } from './site-origin';

/** The caller's language for an API answer: `?locale=`, then `X-Locale`, then the remembered locale cookie. */
export function apiLocale(request: Request): Locale {
  const url = new URL(request.url);
  const cookie = /(?:^|;\s*)([^=;]+)=([^;]*)/g;
  let remembered: string | undefined;
  for (const [, name, value] of (request.headers.get('cookie') ?? '').matchAll(cookie)) {
    if (name === localeCookie.name) remembered = value;
  }
  const candidates = [url.searchParams.get('locale'), request.headers.get('x-locale'), remembered];
  return candidates.find((candidate): candidate is Locale => isLocale(candidate)) ?? defaultLocale;
}

type CookieJar = {
  set(
    name: string,
    value: string,
    options: { path: string; maxAge: number; sameSite: 'lax'; secure: boolean },
  ): unknown;
};

/** Remembers the visitor's language (spec §2), `Secure` as the site's other cookies are (secureCookies). */
export function rememberLocale(cookies: CookieJar, locale: Locale): void {
  cookies.set(localeCookie.name, locale, {
    path: localeCookie.path,
    maxAge: localeCookie.maxAge,
    sameSite: localeCookie.sameSite,
    secure: secureCookies(),
  });
}
