import { EMAIL_ATTRIBUTES, REQUIRED, UNIQUE } from '../catalogue/rules';
import type { Rec, Store } from '../db/store';
import { ApiError, invalid } from '../http/errors';
import { httpUrl, isLinkAttribute } from './http-url';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 422 with a pointer for missing, malformed or duplicate attributes. */
export async function validateAttributes(
  store: Store,
  type: string,
  attrs: Record<string, unknown>,
  existing?: Rec,
): Promise<void> {
  for (const name of REQUIRED[type] ?? []) {
    const present = existing && !(name in attrs) ? existing.attributes[name] : attrs[name];
    if (blank(present)) throw invalid(name, "can't be blank");
  }
  if (type === 'addresses') {
    const merged = { ...existing?.attributes, ...attrs };
    if (blank(merged.company) && (blank(merged.first_name) || blank(merged.last_name)))
      throw invalid(blank(merged.first_name) ? 'first_name' : 'last_name', "can't be blank");
  }
  for (const [name, value] of Object.entries(attrs)) {
    if (name.endsWith('_cents') && value !== null && !Number.isInteger(value)) throw invalid(name, 'is not an integer');
    if (EMAIL_ATTRIBUTES.includes(name) && !blank(value) && !EMAIL.test(String(value)))
      throw invalid(name, 'is invalid');
    if (isLinkAttribute(name) && !blank(value) && !httpUrl(value)) throw invalid(name, 'must be an http(s) URL');
  }
  for (const name of UNIQUE[type] ?? []) {
    if (blank(attrs[name])) continue;
    const clash = (await store.all(type)).find((r) => r.id !== existing?.id && r.attributes[name] === attrs[name]);
    if (clash) throw invalid(name, 'has already been taken');
  }
}

export function assertObject(value: unknown, pointer: string): asserts value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'Bad request', `${pointer} must be an object`, pointer, 'BAD_REQUEST');
}
