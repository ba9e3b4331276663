import { isLocale, localePrefix, locales, type Locale } from '@/lib/i18n/locales';
import { pathnames, type AppPathname } from './table';
import { decodeSegment } from '@/lib/http/decode';

export type { AppPathname };
export type RouteParams = Record<string, string | string[]>;
export type RouteHref = { pathname: AppPathname; params?: RouteParams };
export type LocalizedPaths = Partial<Record<Locale, string>>;

const allPathnames = Object.keys(pathnames) as AppPathname[];

/** The localized template of a route (`/kontakt` for `/contact` in German), without the locale prefix. */
function routeTemplate(locale: Locale, pathname: AppPathname): string {
  const config = pathnames[pathname] as string | Record<Locale, string>;
  return typeof config === 'string' ? config : config[locale];
}

/** The visible path of an internal route, with the locale prefix where the locale needs one (as next-intl builds it). */
export function pathFor(locale: Locale, { pathname, params = {} }: RouteHref): string {
  let path = routeTemplate(locale, pathname);
  for (const [key, value] of Object.entries(params)) {
    path = Array.isArray(value)
      ? path.replace(new RegExp(`(\\[)?\\[\\.\\.\\.${key}\\](\\])?`, 'g'), () => value.join('/'))
      : path.replace(new RegExp(`\\[${key}\\]`, 'g'), () => value);
  }
  path = path.replace(/\[\[\.\.\..+\]\]/g, '');
  if (path.includes('[')) throw new Error(`Missing params for ${pathname}: ${JSON.stringify(params)}`);
  // Non-ASCII characters encoded, nothing encoded twice.
  path = new URL(path, 'http://local').pathname;
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** The same route in every locale; dynamic routes whose params differ per locale pass one set per locale. */
export function pathsFor(
  pathname: AppPathname,
  params?: RouteParams | Partial<Record<Locale, RouteParams>>,
): LocalizedPaths {
  const perLocale =
    params && locales.some((l) => l in params) ? (params as Partial<Record<Locale, RouteParams>>) : null;
  const paths: LocalizedPaths = {};
  for (const locale of locales) {
    const localeParams = perLocale ? perLocale[locale] : (params as RouteParams | undefined);
    if (perLocale && !localeParams) continue;
    paths[locale] = pathFor(locale, { pathname, params: localeParams });
  }
  return paths;
}

function templateToRegExp(template: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optionalCatchAll = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
      if (optionalCatchAll) {
        names.push(`...${optionalCatchAll[1]}`);
        return '(?:/(.+))?';
      }
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (dynamic) {
        names.push(dynamic[1]);
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { regexp: new RegExp(`^${source || '/'}/?$`), names };
}

function paramsFrom(names: string[], match: RegExpExecArray): RouteParams {
  const params: RouteParams = {};
  names.forEach((name, index) => {
    const value = match[index + 1];
    if (name.startsWith('...')) {
      if (value) params[name.slice(3)] = value.split('/').map(decodeSegment);
    } else params[name] = decodeSegment(value);
  });
  return params;
}

// Static routes first, so `/story` never falls into `/[uid]`. Each locale also accepts the internal form,
// which server renders see after the rewrite (`/de/contact` for `/de/kontakt`).
function compileRoutes() {
  return [...allPathnames]
    .sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))
    .map((pathname) => ({
      pathname,
      templates: Object.fromEntries(
        locales.map((locale) => [
          locale,
          [...new Set([routeTemplate(locale, pathname), pathname])].map(templateToRegExp),
        ]),
      ) as Record<Locale, ReturnType<typeof templateToRegExp>[]>,
    }));
}

// Compiled on first use: the browser loads this module for its links and never matches a path.
let compiled: ReturnType<typeof compileRoutes> | undefined;

/** The locale a visible path is in and the rest of it (`/de/kontakt` → de, `/kontakt`). */
function splitLocale(path: string, withDefault: boolean): { locale: Locale; rest: string } {
  const [, first] = path.split('/');
  const prefixed = isLocale(first) && (withDefault || first !== 'en');
  return prefixed ? { locale: first, rest: path.slice(first.length + 1) || '/' } : { locale: 'en', rest: path };
}

/** Parses a visible path (`/de/kontakt`) into its locale, internal route and params. */
export function matchPath(path: string): { locale: Locale; href: RouteHref } | null {
  // Server renders see the internal `/en/…` form of unprefixed English paths.
  const { locale, rest } = splitLocale(path, true);
  for (const { pathname, templates } of (compiled ??= compileRoutes())) {
    for (const { regexp, names } of templates[locale]) {
      const match = regexp.exec(rest);
      if (match) return { locale, href: { pathname, params: paramsFrom(names, match) } };
    }
  }
  return null;
}

/**
 * The route a visible path belongs to, as Next names it (`/de/kontakt` → `/[locale]/contact`), for a log line and
 * a metric's label: never the path itself, which may carry personal data. Undefined for a path no route matches.
 */
export function routeTemplateOf(path: string): string | undefined {
  const pathname = matchPath(path)?.href.pathname;
  if (pathname === undefined) return undefined;
  return pathname === '/' ? '/[locale]' : `/[locale]${pathname}`;
}

const staticPathnames = allPathnames.filter((pathname) => pathname !== '/' && !pathname.includes('['));

/** The visible path of a route without params (`/de/geschichte`). */
export function staticRoutePath(locale: Locale, pathname: AppPathname): string {
  const path = routeTemplate(locale, pathname);
  return `${localePrefix(locale)}${path === '/' ? '' : path}` || '/';
}

/** The uid of the `page` document a static route shows: its last localized slug (docs/content-model.md). */
export function routeUid(locale: Locale, pathname: AppPathname): string {
  return routeTemplate(locale, pathname).split('/').filter(Boolean).pop() ?? '';
}

/** The static route that shows the page document `uid` in `locale`, as a visible path. */
export function staticPathForUid(locale: Locale, uid: string): string | undefined {
  const pathname = staticPathnames.find((candidate) => routeUid(locale, candidate).toLowerCase() === uid.toLowerCase());
  return pathname ? staticRoutePath(locale, pathname) : undefined;
}

/** A content path as the site serves it: `/{uid}` of a page shown by a static route becomes that route. */
export function canonicalContentPath(path: string): string {
  const { locale, rest } = splitLocale(path, false);
  const [, uid, extra] = rest.split('/');
  if (!uid || extra !== undefined) return path;
  return staticPathForUid(locale, decodeSegment(uid)) ?? path;
}

/** App routes that are not worth a search result (hand-offs, personal pages, the 404 page, backers' pages). */
const unlisted = new Set<AppPathname>([
  '/not-found',
  '/cart',
  '/fast-checkout',
  '/referral/dashboard',
  '/secret-perk',
  '/freshly/backer-guide',
  '/newsletter/confirm',
  '/back-in-stock',
  '/newsletter/unsubscribe',
  '/order-status',
  '/search',
]);

/** Visible paths of every listable app route without required params, one record per route. */
export function appRoutePaths(): LocalizedPaths[] {
  return allPathnames
    .filter((pathname) => !unlisted.has(pathname) && !/\/\[(?!\[)/.test(pathname))
    .map((pathname) =>
      Object.fromEntries(
        locales.map((locale) => {
          const template = routeTemplate(locale, pathname).replace(/\/\[\[\.\.\.\w+\]\]$/, '');
          return [locale, `${localePrefix(locale)}${template === '/' ? '' : template}` || '/'];
        }),
      ),
    );
}
