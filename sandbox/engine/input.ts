import { writableAttributes } from '../catalogue/attribute-rules';
import { resourceType } from '../catalogue/types';
import type { Ref, RelValue, Store } from '../db/store';
import { ApiError, invalid } from '../http/errors';
import type { WriteInput } from './hooks';
import { assertObject } from './validate-attributes';

const RESERVED = new Set(['id', 'type', 'created_at', 'updated_at']);

function asRef(value: unknown, pointer: string): Ref {
  assertObject(value, pointer);
  if (typeof value.type !== 'string' || typeof value.id !== 'string')
    throw new ApiError(400, 'Bad request', `${pointer} needs type and id`, pointer, 'BAD_REQUEST');
  return { type: value.type, id: value.id };
}

/** Reads a JSON:API document body into a WriteInput, checking relationships point at existing records. */
export async function readInput(store: Store, type: string, body: unknown, id?: string): Promise<WriteInput> {
  assertObject(body, '/');
  const data = body.data;
  assertObject(data, '/data');
  if (data.type !== type)
    throw new ApiError(409, 'Type mismatch', `data.type must be ${type}`, '/data/type', 'CONFLICT');
  if (id !== undefined && data.id !== undefined && data.id !== id)
    throw new ApiError(409, 'Id mismatch', 'data.id does not match the URL', '/data/id', 'CONFLICT');
  const input: WriteInput = { attributes: {}, flags: {}, relationships: {} };
  const attributes = data.attributes ?? {};
  assertObject(attributes, '/data/attributes');
  const writable = writableAttributes(type, id === undefined ? 'create' : 'update');
  for (const [name, value] of Object.entries(attributes)) {
    if (RESERVED.has(name)) continue;
    if (!writable.has(name))
      throw new ApiError(
        400,
        'Param not allowed',
        `${name} is not allowed.`,
        `/data/attributes/${name}`,
        'PARAM_NOT_ALLOWED',
      );
    if (name.startsWith('_')) input.flags[name] = value;
    else input.attributes[name] = value;
  }
  const relationships = data.relationships ?? {};
  assertObject(relationships, '/data/relationships');
  const entry = resourceType(type);
  for (const [name, wrapper] of Object.entries(relationships)) {
    const pointer = `/data/relationships/${name}`;
    const relation = entry?.relations.get(name);
    if (!relation) throw invalid(name, `is not a relationship of ${type}`, 'relationships');
    assertObject(wrapper, pointer);
    const raw = wrapper.data;
    const value: RelValue =
      raw === null || raw === undefined
        ? null
        : Array.isArray(raw)
          ? raw.map((r, i) => asRef(r, `${pointer}/data/${i}`))
          : asRef(raw, `${pointer}/data`);
    const members = relation.polymorphic ? undefined : (resourceType(relation.target)?.members ?? [relation.target]);
    for (const r of Array.isArray(value) ? value : value ? [value] : []) {
      const found = await store.find(r.id);
      if (!found || (members ? !members.includes(found.type) : found.type !== r.type))
        throw invalid(name, `${r.type} ${r.id} not found`, 'relationships');
      r.type = found.type;
    }
    input.relationships[name] = value;
  }
  return input;
}
