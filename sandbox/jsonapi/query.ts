import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../config';
import { ApiError, badRequest } from '../http/errors';

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

function pageSize(raw: string | null): number {
  const size = positive(raw, PAGE_SIZE_DEFAULT, 'page[size]');
  if (size > PAGE_SIZE_MAX)
    throw new ApiError(
      400,
      'Invalid page value',
      `size exceeds maximum page size of ${PAGE_SIZE_MAX}.`,
      undefined,
      'INVALID_PAGE_VALUE',
    );
  return size;
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
    pageSize: pageSize(params.get('page[size]')),
    filters,
  };
}
