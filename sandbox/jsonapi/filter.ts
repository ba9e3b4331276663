import { resourceType } from '../catalogue/types';
import type { Rec, Store } from '../db/store';
import { relatedList } from '../engine/relations';
import { badRequest } from '../http/errors';

const PREDICATES = [
  '_jcont',
  '_matches_any',
  '_matches',
  '_not_null',
  '_not_eq',
  '_not_in',
  '_not_cont',
  '_gteq',
  '_lteq',
  '_cont',
  '_start',
  '_end',
  '_null',
  '_present',
  '_blank',
  '_true',
  '_false',
  '_eq',
  '_in',
  '_gt',
  '_lt',
];

export interface Predicate {
  paths: string[];
  op: string;
  value: string;
}

export function parsePredicate(name: string, value: string): Predicate {
  const op = PREDICATES.find((p) => name.endsWith(p));
  if (!op) throw badRequest(`filter[q][${name}] has no supported predicate`);
  return { paths: name.slice(0, -op.length).split('_or_'), op, value };
}

const BASE_FIELDS = new Set(['id', 'created_at', 'updated_at']);

/** Values found at an attribute path, following relationships by prefix (stock_items_quantity). */
async function valuesAt(store: Store, rec: Rec, path: string): Promise<unknown[]> {
  if (BASE_FIELDS.has(path)) return [rec[path as 'id']];
  if (path in rec.attributes) return [rec.attributes[path]];
  const relations = [...(resourceType(rec.type)?.relations.keys() ?? [])].sort((a, b) => b.length - a.length);
  const relation = relations.find((r) => path.startsWith(`${r}_`));
  if (!relation) return [undefined];
  const values = await Promise.all(
    (await relatedList(store, rec, relation)).map((r) => valuesAt(store, r, path.slice(relation.length + 1))),
  );
  return values.flat();
}

function coerce(sample: unknown, raw: string): unknown {
  if (typeof sample === 'number') return Number(raw);
  if (typeof sample === 'boolean') return raw === 'true';
  return raw;
}

const truthy = (raw: string) => raw !== 'false' && raw !== '0';

const literal = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** SQL LIKE as the platform's filters use it: `%` any run, `_` one character, a backslash escapes; case ignored. */
export function like(actual: unknown, pattern: string): boolean {
  if (typeof actual !== 'string') return false;
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\' && i + 1 < pattern.length) source += literal(pattern[++i]);
    else source += char === '%' ? '.*' : char === '_' ? '.' : literal(char);
  }
  return new RegExp(`^${source}$`, 'is').test(actual);
}

const text = (v: unknown) => String(v ?? '').toLowerCase();

function test(op: string, actual: unknown, raw: string): boolean {
  const blank = actual === null || actual === undefined || actual === '';
  const list = raw.split(',').map((s) => coerce(actual, s.trim()));
  const value = coerce(actual, raw);
  switch (op) {
    case '_eq':
      return actual === value;
    case '_not_eq':
      return actual !== value;
    case '_in':
      return list.includes(actual);
    case '_not_in':
      return !list.includes(actual);
    case '_gt':
      return !blank && (actual as number) > (value as number);
    case '_gteq':
      return !blank && (actual as number) >= (value as number);
    case '_lt':
      return !blank && (actual as number) < (value as number);
    case '_lteq':
      return !blank && (actual as number) <= (value as number);
    case '_cont':
      return text(actual).includes(raw.toLowerCase());
    case '_not_cont':
      return !text(actual).includes(raw.toLowerCase());
    case '_start':
      return text(actual).startsWith(raw.toLowerCase());
    case '_end':
      return text(actual).endsWith(raw.toLowerCase());
    case '_null':
      return (actual === null || actual === undefined) === truthy(raw);
    case '_not_null':
      return (actual !== null && actual !== undefined) === truthy(raw);
    case '_present':
      return !blank === truthy(raw);
    case '_blank':
      return blank === truthy(raw);
    case '_true':
      return (actual === true) === truthy(raw);
    case '_false':
      return (actual === false) === truthy(raw);
    case '_jcont':
      return contains(actual, raw);
    case '_matches':
      return like(actual, raw);
    case '_matches_any':
      return raw.split(',').some((pattern) => like(actual, pattern));
    default:
      return false;
  }
}

/** JSON containment for metadata filters: every key of the given object has the same value. */
function contains(actual: unknown, raw: string): boolean {
  let wanted: unknown;
  try {
    wanted = JSON.parse(raw);
  } catch {
    throw badRequest('_jcont needs a JSON object');
  }
  if (!actual || typeof actual !== 'object' || !wanted || typeof wanted !== 'object') return false;
  return Object.entries(wanted).every(
    ([k, v]) => JSON.stringify((actual as Record<string, unknown>)[k]) === JSON.stringify(v),
  );
}

const NEGATIVE = new Set(['_not_eq', '_not_in', '_not_cont']);

export async function matches(store: Store, rec: Rec, predicates: Predicate[]): Promise<boolean> {
  for (const p of predicates) {
    let ok = false;
    for (const path of p.paths) {
      const values = await valuesAt(store, rec, path);
      // Across a to-many relationship a positive predicate needs one match, a negative one needs all.
      ok = NEGATIVE.has(p.op)
        ? values.every((v) => test(p.op, v, p.value))
        : values.some((v) => test(p.op, v, p.value));
      if (ok) break;
    }
    if (!ok) return false;
  }
  return true;
}
