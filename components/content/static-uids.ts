import { localePrefix, locales, type Locale } from '@/lib/i18n/locales';
import { pathnames, type AppPathname } from '@/lib/i18n/routing';
import { decodeSegment } from '@/lib/http/decode';

const staticPathnames = (Object.keys(pathnames) as AppPathname[]).filter((pathname) => pathname !== '/' && !pathname.includes('['));

function template(locale: Locale, pathname: AppPathname): string {
  const config = pathnames[pathname] as string | Record<Locale, string>;
  return typeof config === 'string' ? config : config[locale];
}

/** The visible path of a route without params (`/de/geschichte`). */
export function staticRoutePath(locale: Locale, pathname: AppPathname): string {
  const path = template(locale, pathname);
  return `${localePrefix(locale)}${path === '/' ? '' : path}` || '/';
}

/** The uid of the `page` document a static route shows: its last localized slug (docs/content-model.md). */
export function routeUid(locale: Locale, pathname: AppPathname): string {
  return template(locale, pathname).split('/').filter(Boolean).pop() ?? '';
}

/** The static route that shows the page document `uid` in `locale`, as a visible path. */
export function staticPathForUid(locale: Locale, uid: string): string | undefined {
  const pathname = staticPathnames.find((candidate) => routeUid(locale, candidate).toLowerCase() === uid.toLowerCase());
  return pathname ? staticRoutePath(locale, pathname) : undefined;
}

/** A content path as the site serves it: `/{uid}` of a page shown by a static route becomes that route. */
export function canonicalContentPath(path: string): string {
  const [, first, second, extra] = path.split('/');
  const prefixed = locales.includes(first as Locale) && first !== 'en';
  const locale = (prefixed ? first : 'en') as Locale;
  const uid = prefixed ? second : first;
  if (!uid || (prefixed ? extra !== undefined : second !== undefined)) return path;
  return staticPathForUid(locale, decodeSegment(uid)) ?? path;
}
