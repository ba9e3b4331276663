import { resourceType, type ResourceType } from '../catalogue/types';
import type { Rec } from '../db/store';
import { notFound } from '../http/errors';
import { matches, parsePredicate } from '../jsonapi/filter';
import type { ListQuery } from '../jsonapi/query';
import { serialize } from '../jsonapi/serialize';
import type { Ctx } from './context';
import { assertCanList, assertCanRead, assertStateAllows } from './sales-channel-rights';
import { assertVisible, isVisible } from './scope';
import { validateInclude, validateSort } from './validate';

export function typeOrThrow(type: string): ResourceType {
  const entry = resourceType(type);
  if (!entry) throw notFound(`Unknown resource type ${type}`);
  return entry;
}

export async function findVisible(ctx: Ctx, type: string, id: string): Promise<Rec> {
  const entry = typeOrThrow(type);
  assertCanRead(ctx.principal, type);
  const rec = await ctx.store.find(id);
  if (!rec || !entry.members.includes(rec.type)) throw notFound(`The ${type} ${id} was not found`);
  await assertVisible(ctx.store, ctx.principal, rec);
  return rec;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
}

const field = (rec: Rec, path: string) =>
  path === 'id' || path === 'created_at' || path === 'updated_at' ? rec[path] : rec.attributes[path];

/** Filters, sorts and pages records, then serialises one page as a list document. */
export async function listDocument(ctx: Ctx, records: Rec[], query: ListQuery, selfUrl: URL) {
  const predicates = query.filters.map(([name, value]) => parsePredicate(name, value));
  const kept: Rec[] = [];
  for (const rec of records)
    if ((await isVisible(ctx.store, ctx.principal, rec)) && (await matches(ctx.store, rec, predicates))) kept.push(rec);
  if (query.sort.length)
    kept.sort((a, b) => {
      for (const s of query.sort) {
        const c = compare(field(a, s.path), field(b, s.path));
        if (c) return s.desc ? -c : c;
      }
      return 0;
    });
  const pageCount = Math.ceil(kept.length / query.pageSize);
  const page = kept.slice((query.pageNumber - 1) * query.pageSize, query.pageNumber * query.pageSize);
  const { data, included } = await serialize(ctx, page, query.include, query.fields);
  const link = (n: number) => {
    const u = new URL(selfUrl);
    u.searchParams.set('page[number]', String(n));
    u.searchParams.set('page[size]', String(query.pageSize));
    return u.toString();
  };
  const links: Record<string, string> = { first: link(1), last: link(Math.max(pageCount, 1)) };
  if (query.pageNumber < pageCount) links.next = link(query.pageNumber + 1);
  if (query.pageNumber > 1) links.prev = link(query.pageNumber - 1);
  return {
    data,
    ...(included.length ? { included } : {}),
    meta: { record_count: kept.length, page_count: pageCount },
    links,
  };
}

export async function listType(ctx: Ctx, type: string, query: ListQuery, selfUrl: URL) {
  const entry = typeOrThrow(type);
  assertCanRead(ctx.principal, type);
  assertCanList(ctx.principal, type);
  validateInclude(type, query.include);
  validateSort(type, query.sort);
  return listDocument(ctx, await ctx.store.allOf(entry.members), query, selfUrl);
}

export async function readOne(ctx: Ctx, type: string, id: string, query: ListQuery) {
  const rec = await findVisible(ctx, type, id);
  await assertStateAllows(ctx.store, ctx.principal, rec, 'read');
  return documentFor(ctx, rec, query);
}

/** Single-resource document; also answers creates and updates, whose caller may not be able to list the record. */
export async function documentFor(ctx: Ctx, rec: Rec, query: ListQuery) {
  validateInclude(rec.type, query.include);
  const { data, included } = await serialize(ctx, [rec], query.include, query.fields);
  return { data: data[0], ...(included.length ? { included } : {}) };
}
