import { resourceType } from '../catalogue/types';
import { forbidden, notFound } from '../http/errors';
import type { ListQuery } from '../jsonapi/query';
import { serialize } from '../jsonapi/serialize';
import type { Ctx } from './context';
import { listDocument, findVisible } from './read';
import { related } from './relations';
import { assertCanRead, assertStateAllows, mayFollow } from './sales-channel-rights';
import { isVisible } from './scope';
import { validateInclude, validateSort } from './validate';

/** GET /api/{type}/{id}/{relation}: a list document for to-many, a single document for to-one. */
export async function relatedDocument(ctx: Ctx, type: string, id: string, name: string, query: ListQuery, url: URL) {
  const rec = await findVisible(ctx, type, id);
  const relation = resourceType(rec.type)?.relations.get(name) ?? resourceType(type)?.relations.get(name);
  if (!relation) throw notFound(`${type} has no relationship ${name}`);
  assertCanRead(ctx.principal, relation.target);
  await assertStateAllows(ctx.store, ctx.principal, rec, 'read');
  if (relation.many && !mayFollow(ctx.principal, rec.type, relation.target))
    throw forbidden(`A sales channel token cannot list ${relation.target} of ${rec.type}`);
  validateInclude(relation.target, query.include);
  const value = await related(ctx.store, rec, name);
  if (relation.many) validateSort(relation.target, query.sort);
  if (relation.many) return listDocument(ctx, Array.isArray(value) ? value : [], query, url);
  const single = Array.isArray(value) ? value[0] : value;
  if (
    !single ||
    !mayFollow(ctx.principal, rec.type, single.type) ||
    !(await isVisible(ctx.store, ctx.principal, single))
  )
    return { data: null };
  const { data, included } = await serialize(ctx, [single], query.include, query.fields);
  return { data: data[0], ...(included.length ? { included } : {}) };
}

/** GET /api/{type}/{id}/relationships/{relation}: identifiers only. */
export async function linkageDocument(ctx: Ctx, type: string, id: string, name: string, query: ListQuery, url: URL) {
  const doc = await relatedDocument(ctx, type, id, name, { ...query, include: {} }, url);
  const ids = (r: { id: string; type: string }) => ({ type: r.type, id: r.id });
  return {
    ...doc,
    data: Array.isArray(doc.data) ? doc.data.map(ids) : doc.data ? ids(doc.data) : null,
    included: undefined,
  };
}
