import { assertKnownPath, comparable, valuesAt } from './fields';
import { invalidQuery } from './query-error';
import type { StoredDocument } from './types';

interface Ordering {
  path: string;
  desc: boolean;
}

/** `[my.post.publication_date desc,document.first_publication_date]` → orderings. */
export function parseOrderings(source: string | null): Ordering[] {
  if (!source) return [];
  const inner = source.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (/[[\]]/.test(inner)) throw invalidQuery(`malformed orderings ${source}`);
  return inner
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [path = '', direction, ...rest] = part.split(/\s+/);
      if (rest.length || (direction && direction !== 'desc' && direction !== 'asc')) {
        throw invalidQuery(`malformed ordering ${part}`);
      }
      assertKnownPath(path);
      return { path, desc: direction === 'desc' };
    });
}

function sortKey(doc: StoredDocument, path: string): unknown {
  const value = comparable(valuesAt(doc, path)[0]);
  return value === '' ? undefined : value;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Stable sort by the orderings; empty values last whatever the direction, as the API does. */
export function sortDocuments(docs: StoredDocument[], orderings: Ordering[]): StoredDocument[] {
  if (!orderings.length) return docs;
  return [...docs].sort((x, y) => {
    for (const { path, desc } of orderings) {
      const a = sortKey(x, path);
      const b = sortKey(y, path);
      const empty = a === undefined || a === null || b === undefined || b === null;
      const order = compareValues(a, b);
      if (order !== 0) return desc && !empty ? -order : order;
    }
    return 0;
  });
}
