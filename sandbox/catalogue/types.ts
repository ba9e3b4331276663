import { RELATIONSHIP_TABLE } from './table';
import { describeRelation, type Relation } from './relations';

type Operations = 'crud' | 'read-only' | 'update-only' | 'create-delete' | 'singleton';

export interface ResourceType {
  type: string;
  relations: Map<string, Relation>;
  operations: Operations;
  /** Concrete types listed under this one (e.g. promotions lists every promotion kind). */
  members: string[];
}

const READ_ONLY = new Set([
  'order_factories',
  'order_validation_rules',
  'payment_gateways',
  'price_tiers',
  'promotion_rules',
  'promotions',
  'refunds',
  'reserved_stocks',
  'shipping_method_tiers',
  'transactions',
  'versions',
  'voids',
  'carrier_accounts',
  'events',
  'geocoders',
  'event_callbacks',
]);
const UPDATE_ONLY = new Set(['authorizations', 'captures']);
const CREATE_DELETE = new Set(['cleanups', 'exports', 'imports']);
const SINGLETONS = new Set(['applications', 'organizations']);

const FAMILIES: Record<string, (t: string) => boolean> = {
  promotions: (t) => t.endsWith('_promotions'),
  payment_gateways: (t) => t.endsWith('_gateways'),
  promotion_rules: (t) => t.endsWith('_promotion_rules'),
  geocoders: (t) => t.endsWith('_geocoders'),
  tax_calculators: (t) =>
    ['manual_tax_calculators', 'external_tax_calculators', 'avalara_accounts', 'taxjar_accounts'].includes(t),
  price_tiers: (t) => t === 'price_volume_tiers' || t === 'price_frequency_tiers',
  shipping_method_tiers: (t) => t === 'shipping_weight_tiers',
  transactions: (t) => ['authorizations', 'captures', 'voids', 'refunds'].includes(t),
};

function operationsOf(type: string): Operations {
  if (SINGLETONS.has(type)) return 'singleton';
  if (READ_ONLY.has(type)) return 'read-only';
  if (UPDATE_ONLY.has(type)) return 'update-only';
  if (CREATE_DELETE.has(type)) return 'create-delete';
  return 'crud';
}

function build(): Map<string, ResourceType> {
  const types = new Map<string, ResourceType>();
  for (const line of RELATIONSHIP_TABLE.split('\n')) {
    const match = /^([a-z_]+):(.*?)\s*\+?$/.exec(line.trim());
    if (!match) continue;
    const names = match[2]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const relations = new Map(names.map((n) => [n, describeRelation(n)] as const));
    types.set(match[1], { type: match[1], relations, operations: operationsOf(match[1]), members: [match[1]] });
  }
  for (const [family, belongs] of Object.entries(FAMILIES)) {
    const entry = types.get(family);
    if (entry) entry.members.push(...[...types.keys()].filter((t) => t !== family && belongs(t)));
  }
  return types;
}

export const CATALOGUE = build();

export function resourceType(type: string): ResourceType | undefined {
  return CATALOGUE.get(type);
}

export function relationCount(): number {
  let n = 0;
  for (const t of CATALOGUE.values()) n += t.relations.size;
  return n;
}

/** Every concrete promotion kind (percentage, fixed amount, …), without the `promotions` family itself. */
export const PROMOTION_KINDS = resourceType('promotions')?.members.filter((type) => type !== 'promotions') ?? [];
