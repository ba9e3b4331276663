import { resourceType } from '../catalogue/types';
import type { Relation } from '../catalogue/relations';
import { sortableFields } from '../catalogue/attribute-rules';
import { ApiError, badRequest } from '../http/errors';
import type { IncludeTree, ListQuery } from '../jsonapi/query';

function relationOf(type: string, name: string): Relation | undefined {
  for (const member of resourceType(type)?.members ?? []) {
    const relation = resourceType(member)?.relations.get(name);
    if (relation) return relation;
  }
  return undefined;
}

/** 400 for include paths that name no relationship of the type they start from. */
export function validateInclude(type: string, tree: IncludeTree, prefix = ''): void {
  for (const [name, subtree] of Object.entries(tree)) {
    const relation = relationOf(type, name);
    if (!relation) throw badRequest(`Invalid include: ${prefix}${name} is not a relationship of ${type}`);
    validateInclude(relation.target, subtree, `${prefix}${name}.`);
  }
}

/** 400 for sort fields the type cannot be sorted by. */
export function validateSort(type: string, sort: ListQuery['sort']): void {
  const allowed = sortableFields(type);
  for (const { path } of sort)
    if (!allowed.has(path))
      throw new ApiError(
        400,
        'Invalid sort criteria',
        `${path} is not a valid sort criteria for ${type}`,
        undefined,
        'INVALID_SORT_CRITERIA',
      );
}
