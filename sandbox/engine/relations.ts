import { resourceType } from '../catalogue/types';
import type { Rec, Store } from '../db/store';

export type Related = Rec | null | Rec[];
type Resolver = (store: Store, rec: Rec) => Promise<Related>;

const resolvers = new Map<string, Resolver>();

/** Domain code registers relationships that are computed rather than stored (e.g. available_payment_methods). */
export function computeRelation(type: string, relation: string, resolver: Resolver): void {
  resolvers.set(`${type}.${relation}`, resolver);
}

function pointsTo(rec: Rec, id: string): boolean {
  return Object.values(rec.relationships).some((v) => (Array.isArray(v) ? v.some((r) => r.id === id) : v?.id === id));
}

export async function related(store: Store, rec: Rec, name: string): Promise<Related> {
  const custom = resolvers.get(`${rec.type}.${name}`);
  if (custom) return custom(store, rec);
  const relation = resourceType(rec.type)?.relations.get(name);
  if (!relation) return null;
  const stored = rec.relationships[name];
  if (!relation.many) {
    if (!stored || Array.isArray(stored)) return null;
    return (await store.find(stored.id)) ?? null;
  }
  if (Array.isArray(stored)) {
    const found = await Promise.all(stored.map((r) => store.find(r.id)));
    return found.filter((r): r is Rec => r !== undefined);
  }
  const members = resourceType(relation.target)?.members ?? [relation.target];
  return (await store.allOf(members)).filter((r) => pointsTo(r, rec.id));
}

export async function relatedList(store: Store, rec: Rec, name: string): Promise<Rec[]> {
  const value = await related(store, rec, name);
  return Array.isArray(value) ? value : value ? [value] : [];
}
