import { ACTION_TABLE } from './actions';
import { ATTRIBUTE_TABLE } from './attributes';
import { resourceType } from './types';

const BASE = ['reference', 'reference_origin', 'metadata'];
const SORT_BASE = ['id', 'reference', 'reference_origin', 'created_at', 'updated_at'];

function split(s: string | undefined): string[] {
  return (s ?? '').split(' ').filter(Boolean);
}

const columns = (type: string): string[] => (ATTRIBUTE_TABLE[type] ?? '').split(' | ');

/** Attributes and action flags a create (or an update) of the type accepts. */
export function writableAttributes(type: string, operation: 'create' | 'update'): Set<string> {
  const [create, update] = columns(type);
  const names = split(operation === 'create' ? create : update);
  return new Set([...BASE, ...names, ...(operation === 'update' ? (ACTION_TABLE[type] ?? []) : [])]);
}

/** Fields a list of the type (or of any member of its family) may be sorted by. */
export function sortableFields(type: string): Set<string> {
  const members = resourceType(type)?.members ?? [type];
  return new Set([...SORT_BASE, ...members.flatMap((m) => split(columns(m)[2]))]);
}
