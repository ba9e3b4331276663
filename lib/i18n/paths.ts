import { getPathname } from './navigation';
import { locales, type Locale } from './locales';
import { pathnames, type AppPathname } from './routing';
import { decodeSegment } from '@/lib/http/decode';

export type RouteParams = Record<string, string | string[]>;
export type RouteHref = { pathname: AppPathname; params?: RouteParams };
export type LocalizedPaths = Partial<Record<Locale, string>>;

/** The localized path of an internal route (with the locale prefix where the locale needs one). */
export function localizedPath(locale: Locale, href: RouteHref): string {
  return getPathname({ locale, href: href as Parameters<typeof getPathname>[0]['href'] });
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
    paths[locale] = localizedPath(locale, { pathname, params: localeParams });
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

function localizedTemplate(pathname: AppPathname, locale: Locale): string {
  const config = pathnames[pathname] as string | Record<Locale, string>;
  return typeof config === 'string' ? config : config[locale];
}

// Static routes first, so `/story` never falls into `/[uid]`. Each locale also accepts the internal form,
// which server renders see after the rewrite (`/de/contact` for `/de/kontakt`).
const compiled = (Object.keys(pathnames) as AppPathname[])
  .sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))
  .map((pathname) => ({
    pathname,
    templates: Object.fromEntries(
      locales.map((locale) => [
        locale,
        [...new Set([localizedTemplate(pathname, locale), pathname])].map(templateToRegExp),
      ]),
    ) as Record<Locale, ReturnType<typeof templateToRegExp>[]>,
  }));

/** Parses a visible path (`/de/kontakt`) into its locale, internal route and params. */
export function matchPath(path: string): { locale: Locale; href: RouteHref } | null {
  const [, first] = path.split('/');
  // Server renders see the internal `/en/…` form of unprefixed English paths.
  const prefixed = (locales as readonly string[]).includes(first);
  const locale = prefixed ? (first as Locale) : 'en';
  const rest = prefixed ? path.slice(first.length + 1) || '/' : path;
  for (const { pathname, templates } of compiled) {
    for (const { regexp, names } of templates[locale]) {
      const match = regexp.exec(rest);
      if (match) return { locale, href: { pathname, params: paramsFrom(names, match) } };
    }
  }
  return null;
}
