import { QueryError } from './query-error';
import type { StoredDocument } from './types';

const documentFields: Record<string, (doc: StoredDocument) => unknown[]> = {
  'document.id': (doc) => [doc.id],
  'document.type': (doc) => [doc.type],
  'document.tags': (doc) => doc.tags,
  'document.lang': (doc) => [doc.lang],
  'document.first_publication_date': (doc) => [doc.first_publication_date],
  'document.last_publication_date': (doc) => [doc.last_publication_date],
  document: (doc) => [doc.uid, doc.data],
};

/** A link field compares by the linked document's id; other fields by their value. */
export function comparable(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'link_type' in value) {
    const link = value as { link_type: string; id?: string; url?: string };
    return link.link_type === 'Document' ? link.id : link.url;
  }
  return value;
}

export function assertKnownPath(path: string): void {
  if (path in documentFields || /^my\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)?$/.test(path)) return;
  throw new QueryError(`Unknown field ${path}`, path);
}

/** The values at `path` in `doc` (several for group sub-fields); none when `my.<type>` is another type. */
export function valuesAt(doc: StoredDocument, path: string): unknown[] {
  assertKnownPath(path);
  const direct = documentFields[path];
  if (direct) return direct(doc);
  const [, type, field, sub] = path.split('.') as [string, string, string, string | undefined];
  if (type !== doc.type) return [];
  if (field === 'uid') return [doc.uid];
  const value = doc.data[field];
  if (sub === undefined) return [value];
  if (Array.isArray(value)) return value.map((item) => (item as Record<string, unknown> | null)?.[sub]);
  return typeof value === 'object' && value !== null ? [(value as Record<string, unknown>)[sub]] : [];
}

export function isFilledValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    const link = value as { link_type?: string };
    if (link.link_type === 'Any') return false;
    return Object.keys(value).length > 0;
  }
  return true;
}

// Structural keys (node and slice types, ids, urls) are not content and must not match a search.
const structuralKeys = new Set(['type', 'slice_type', 'slice_label', 'variation', 'id', 'url', 'spans', 'dimensions']);

/** Every string in a value (rich text `text`, key text, nested groups and slices), for full-text search. */
export function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectText(item, out));
  else if (typeof value === 'object' && value !== null && !('link_type' in value)) {
    for (const [key, item] of Object.entries(value)) if (!structuralKeys.has(key)) collectText(item, out);
  }
  return out;
}
