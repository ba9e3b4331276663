import { QueryError } from './query-error';
import type { StoredDocument } from './types';

export interface RouteDefinition {
  type: string;
  uid?: string;
  lang?: string;
  path: string;
  resolvers?: Record<string, string>;
}

/** The `routes` parameter (JSON array); anything else is a 400 as with the API. */
export function parseRoutes(source: string | null): RouteDefinition[] {
  if (!source) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new QueryError('Invalid routes', source);
  }
  const routes = Array.isArray(parsed) ? parsed : [parsed];
  for (const route of routes) {
    const r = route as Partial<RouteDefinition> | null;
    if (typeof r?.type !== 'string' || typeof r.path !== 'string') throw new QueryError('Invalid routes', source);
  }
  return routes as RouteDefinition[];
}

export type DocumentLookup = (id: string) => StoredDocument | undefined;

function linkedId(doc: StoredDocument | undefined, field: string): string | undefined {
  const link = doc?.data[field] as { link_type?: string; id?: string } | undefined;
  return link?.link_type === 'Document' ? link.id : undefined;
}

/** Follows `category` or `section.product` from `doc` through content relationships; the last uid. */
function resolveChain(doc: StoredDocument, chain: string, lookup: DocumentLookup): string | undefined {
  let current: StoredDocument | undefined = doc;
  for (const field of chain.split('.')) {
    const id = linkedId(current, field);
    current = id ? lookup(id) : undefined;
  }
  return current?.uid ?? undefined;
}

function fill(route: RouteDefinition, doc: StoredDocument, lookup: DocumentLookup): string | undefined {
  let failed = false;
  const path = route.path.replace(/\/?:([A-Za-z0-9_]+)(\?)?/g, (segment, name: string, optional?: string) => {
    const value =
      name === 'uid'
        ? doc.uid
        : name === 'lang'
          ? doc.lang
          : route.resolvers?.[name]
            ? resolveChain(doc, route.resolvers[name], lookup)
            : undefined;
    if (value) return segment.replace(/:[A-Za-z0-9_]+\??/, value);
    if (!optional) failed = true;
    return '';
  });
  return failed ? undefined : path || '/';
}

/** The first route that matches the document (type, then uid and lang when the route names them). */
export function documentUrl(doc: StoredDocument, routes: RouteDefinition[], lookup: DocumentLookup): string | null {
  for (const route of routes) {
    if (route.type !== doc.type || (route.uid && route.uid !== doc.uid) || (route.lang && route.lang !== doc.lang))
      continue;
    const url = fill(route, doc, lookup);
    if (url) return url;
  }
  return null;
}
