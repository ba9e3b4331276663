import { defaultLocale, isLocale, localeCookie, type Locale } from '@/lib/i18n/locales';

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
