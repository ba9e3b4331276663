// The route a request is logged and counted under: a template, never the path itself, whose segments and query carry
// tokens and personal data (`/order-status?token=…`). Next's build manifest names the app's routes outside the locale
// tree (route handlers, /content/…, robots.txt); the app's route table names pages (lib/routes, shared by
// instrumentation.ts through infra/in-process.ts), since a visible page path is localized before Next routes it.

/** A route of Next's routes-manifest.json. */
type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes: ManifestRoute[]; dynamicRoutes: ManifestRoute[] };

/** What a path neither table knows is logged as. */
export const unmatched = '(unmatched)';

const outsideLocales = ({ page }: ManifestRoute) => !page.startsWith('/[locale]') && !page.startsWith('/_');

/** The path of a request target (origin-form or absolute-form), without its query; undefined if it has none. */
function pathOf(target: string): string | undefined {
  if (target.startsWith('/') && !target.startsWith('//')) {
    const end = target.search(/[?#]/);
    return end === -1 ? target : target.slice(0, end);
  }
  try {
    return new URL(target).pathname;
  } catch {
    return undefined;
  }
}

/** Names a request target's route: Next's build files, the manifest's routes, then `pageRoute`, else `unmatched`. */
export function routeNamer(
  manifest: RoutesManifest,
  pageRoute: (pathname: string) => string | undefined,
): (target: string) => string {
  const exact = new Set(manifest.staticRoutes.filter(outsideLocales).map(({ page }) => page));
  const dynamic = manifest.dynamicRoutes
    .filter(outsideLocales)
    .map(({ page, regex }) => ({ page, pattern: new RegExp(regex) }));
  return (target) => {
    const pathname = pathOf(target);
    if (pathname === undefined) return unmatched;
    if (pathname.startsWith('/_next/')) {
      if (pathname.startsWith('/_next/static/')) return '/_next/static/[...path]';
      return pathname === '/_next/image' ? pathname : '/_next/[...path]';
    }
    if (exact.has(pathname)) return pathname;
    for (const { page, pattern } of dynamic) if (pattern.test(pathname)) return page;
    return pageRoute(pathname) ?? unmatched;
  };
}
