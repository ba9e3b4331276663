import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Manifests = { prerendered: Set<string>; routes: Set<string> };

let loaded: Manifests | null | undefined;

/** The build's page list: every prerendered path and every route template (undefined in development or without a build). */
function manifests(env: Record<string, string | undefined> = process.env): Manifests | null {
  if (loaded !== undefined) return loaded;
  if (env.NODE_ENV !== 'production') return (loaded = null);
  try {
    // Read at run time from the served build; the bundler must not trace this path.
    const dir = join(/* turbopackIgnore: true */ process.cwd(), env.NEXT_DIST_DIR || '.next');
    const prerender = JSON.parse(readFileSync(join(dir, 'prerender-manifest.json'), 'utf8'));
    const appRoutes = JSON.parse(readFileSync(join(dir, 'app-path-routes-manifest.json'), 'utf8'));
    loaded = {
      prerendered: new Set(Object.keys(prerender.routes ?? {})),
      routes: new Set(Object.values(appRoutes as Record<string, string>)),
    };
  } catch {
    loaded = null;
  }
  return loaded;
}

/**
 * Whether the internal one-segment page path `/{locale}/{segment}` names a page: a route of its own (`/team`) or a
 * content page the build listed (`/technology`). `[uid]` renders its market variants on demand, so an unknown slug
 * must be turned away before it reaches the route and is cached (ADR 0007). Without a build's manifests, yes.
 */
export function isKnownPage(locale: string, segment: string): boolean {
  const built = manifests();
  if (!built) return true;
  return built.routes.has(`/[locale]/${segment}`) || built.prerendered.has(`/${locale}/${segment}`);
}
