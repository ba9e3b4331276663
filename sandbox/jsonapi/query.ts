import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../config';
import { badRequest } from '../http/errors';

export interface IncludeTree {
  [relation: string]: IncludeTree;
}

export interface ListQuery {
  include: IncludeTree;
  fields: Map<string, Set<string>>;
  sort: Array<{ path: string; desc: boolean }>;
  pageNumber: number;
  pageSize: number;
  filters: Array<[string, string]>;
}

function positive(value: string | null, fallback: number, name: string): number {
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw badRequest(`${name} must be a positive integer`);
  return n;
}

export function parseInclude(raw: string | null): IncludeTree {
  const tree: IncludeTree = {};
  for (const path of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let node = tree;
    for (const part of path.split('.')) node = node[part] ??= {};
  }
  return tree;
}

export function parseQuery(params: URLSearchParams): ListQuery {
  const fields = new Map<string, Set<string>>();
  const filters: Array<[string, string]> = [];
  for (const [key, value] of params) {
    const field = /^fields\[([a-z_]+)\]$/.exec(key);
    if (field)
      fields.set(
        field[1],
        new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      );
    const filter = /^filter\[q\]\[([a-z0-9_]+)\]$/.exec(key);
    if (filter) filters.push([filter[1], value]);
  }
  const sort = (params.get('sort') ?? '')
    .split(',')
    .filter(Boolean)
    .map((s) => ({ path: s.replace(/^-/, ''), desc: s.startsWith('-') }));
  return {
    include: parseInclude(params.get('include')),
    fields,
    sort,
    pageNumber: positive(params.get('page[number]'), 1, 'page[number]'),
    // Larger sizes are clamped to the platform maximum rather than refused.
    pageSize: Math.min(positive(params.get('page[size]'), PAGE_SIZE_DEFAULT, 'page[size]'), PAGE_SIZE_MAX),
    filters,
  };
}
