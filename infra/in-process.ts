// What the app (bundled by Next) and the runtime around it (server/serve.ts) share in the one process they run in: each
// side loads its own copy of a module, but globalThis is one. The runtime creates both before Next loads.
import { Registry } from 'prom-client';

/** A visible path's route template, from the app's route table; undefined for a path it does not know. */
export type PageRoute = (pathname: string) => string | undefined;

type Shared = { registry?: Registry; pageRoute?: PageRoute };
const key = Symbol.for('storefront.in-process');
const shared = ((globalThis as Record<symbol, Shared | undefined>)[key] ??= {});

/** The process's one metrics registry: the runtime's request metrics and the app's own, served on METRICS_PORT. */
export function metricsRegistry(): Registry {
  shared.registry ??= new Registry();
  return shared.registry;
}

/** Called once by the app (instrumentation.ts): how the runtime names a page request's route. */
export function sharePageRoute(pageRoute: PageRoute): void {
  shared.pageRoute = pageRoute;
}

/** The app's page route of `pathname`, once the app has shared it. */
export function pageRouteOf(pathname: string): string | undefined {
  return shared.pageRoute?.(pathname);
}
