import { documentUrl, type DocumentLookup, type RouteDefinition } from './routes';
import type { StoredDocument } from './types';

export interface LinkContext {
  routes: RouteDefinition[];
  brokenRoute: string | null;
  lookup: DocumentLookup;
}

type RawLink = { link_type: 'Document'; id?: string; type?: string; uid?: string; lang?: string } & Record<
  string,
  unknown
>;

function isDocumentLink(value: unknown): value is RawLink {
  return typeof value === 'object' && value !== null && (value as { link_type?: unknown }).link_type === 'Document';
}

function resolveLink(link: RawLink, ctx: LinkContext): Record<string, unknown> {
  const target = link.id ? ctx.lookup(link.id) : undefined;
  const withRoutes = ctx.routes.length > 0;
  if (!target) {
    const broken: Record<string, unknown> = { ...link, isBroken: true, tags: link.tags ?? [] };
    if (withRoutes || ctx.brokenRoute) broken.url = ctx.brokenRoute ?? undefined;
    return broken;
  }
  const resolved: Record<string, unknown> = {
    ...link,
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    slug: target.slugs[0],
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
    isBroken: false,
  };
  if (target.uid) resolved.uid = target.uid;
  if (withRoutes) resolved.url = documentUrl(target, ctx.routes, ctx.lookup) ?? undefined;
  return resolved;
}

/** Copies `value`, filling every document link (fields, groups, slices, rich-text spans) like the API does. */
function resolveLinks(value: unknown, ctx: LinkContext): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLinks(item, ctx));
  if (typeof value !== 'object' || value === null) return value;
  if (isDocumentLink(value)) return resolveLink(value, ctx);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveLinks(item, ctx)]));
}

/** The document as the API returns it: computed `url`, `href`, resolved links. */
export function presentDocument(doc: StoredDocument, ctx: LinkContext, href: string) {
  return {
    id: doc.id,
    uid: doc.uid,
    url: ctx.routes.length ? documentUrl(doc, ctx.routes, ctx.lookup) : null,
    type: doc.type,
    href,
    tags: doc.tags,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    slugs: doc.slugs,
    linked_documents: doc.linked_documents,
    lang: doc.lang,
    alternate_languages: doc.alternate_languages,
    data: resolveLinks(doc.data, ctx) as Record<string, unknown>,
  };
}
