import { resourceType } from '../catalogue/types';
import type { Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { isIntegration } from '../auth/principal';
import { hooksOf } from '../engine/hooks';
import { related } from '../engine/relations';
import { mayFollow } from '../engine/sales-channel-rights';
import { isVisible } from '../engine/scope';
import type { IncludeTree } from './query';

type Linkage = { type: string; id: string } | null | Array<{ type: string; id: string }>;

export interface ResourceObject {
  id: string;
  type: string;
  links: { self: string };
  attributes: Record<string, unknown>;
  relationships: Record<string, { links: { self: string; related: string }; data?: Linkage }>;
  meta: Record<string, unknown>;
}

function pathOf(type: string): string {
  return type === 'applications' ? 'application' : type === 'organizations' ? 'organization' : type;
}

// Passwords are write-only everywhere, whoever asks.
const SECRET = ['password', 'customer_password'];

function toObject(ctx: Ctx, rec: Rec, fields: Map<string, Set<string>>, include: IncludeTree): ResourceObject {
  const self = `${ctx.apiBase}/${pathOf(rec.type)}/${rec.id}`;
  const only = fields.get(rec.type);
  const attributes: Record<string, unknown> = {};
  const hidden = new Set([
    ...SECRET,
    ...(isIntegration(ctx.principal) ? [] : (hooksOf(rec.type).privateAttributes ?? [])),
  ]);
  for (const [k, v] of Object.entries({ ...rec.attributes, created_at: rec.created_at, updated_at: rec.updated_at }))
    if ((!only || only.has(k)) && !hidden.has(k)) attributes[k] = v;
  const relationships: ResourceObject['relationships'] = {};
  for (const name of resourceType(rec.type)?.relations.keys() ?? [])
    if (!only || only.has(name) || name in include)
      relationships[name] = { links: { self: `${self}/relationships/${name}`, related: `${self}/${name}` } };
  return {
    id: rec.id,
    type: rec.type,
    links: { self },
    attributes,
    relationships,
    meta: { mode: 'test', organization_id: 'viridea' },
  };
}

/** Serialises primary records and everything their include paths reach (each record once). */
export async function serialize(ctx: Ctx, primary: Rec[], include: IncludeTree, fields: Map<string, Set<string>>) {
  const objects = new Map<string, ResourceObject>();
  const included: ResourceObject[] = [];
  const objectFor = (rec: Rec, tree: IncludeTree, isPrimary: boolean) => {
    let obj = objects.get(rec.id);
    if (!obj) {
      obj = toObject(ctx, rec, fields, tree);
      objects.set(rec.id, obj);
      if (!isPrimary) included.push(obj);
    }
    return obj;
  };
  const attach = async (rec: Rec, obj: ResourceObject, tree: IncludeTree): Promise<void> => {
    for (const [name, subtree] of Object.entries(tree)) {
      if (!resourceType(rec.type)?.relations.has(name)) continue;
      const value = await related(ctx.store, rec, name);
      const list = (Array.isArray(value) ? value : value ? [value] : []).filter((r) => r);
      const visible: Rec[] = [];
      for (const r of list)
        if (mayFollow(ctx.principal, rec.type, r.type) && (await isVisible(ctx.store, ctx.principal, r)))
          visible.push(r);
      const linkage = visible.map((r) => ({ type: r.type, id: r.id }));
      obj.relationships[name] ??= {
        links: { self: `${obj.links.self}/relationships/${name}`, related: `${obj.links.self}/${name}` },
      };
      obj.relationships[name].data = Array.isArray(value) ? linkage : (linkage[0] ?? null);
      for (const r of visible) await attach(r, objectFor(r, subtree, false), subtree);
    }
  };
  const data: ResourceObject[] = [];
  for (const rec of primary) {
    const obj = objectFor(rec, include, true);
    data.push(obj);
    await attach(rec, obj, include);
  }
  return { data, included };
}
