import { notFound } from '../http/errors';
import type { ListQuery } from '../jsonapi/query';
import { serialize } from '../jsonapi/serialize';
import type { Ctx } from './context';

/** GET /api/application (the calling application) and GET /api/organization. */
export async function singletonDocument(ctx: Ctx, path: string, query: ListQuery) {
  const rec =
    path === 'application'
      ? await ctx.store.find(ctx.principal.applicationId)
      : (await ctx.store.all('organizations'))[0];
  if (!rec) throw notFound(`No ${path}`);
  const { data, included } = await serialize(ctx, [rec], query.include, query.fields);
  return { data: data[0], ...(included.length ? { included } : {}) };
}
