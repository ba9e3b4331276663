import { dateTest, toTime } from './dates';
import { assertKnownPath, collectText, comparable, isFilledValue, valuesAt } from './fields';
import { QueryError, invalidQuery } from './query-error';
import type { Predicate, QueryValue } from './query-parser';
import type { StoredDocument } from './types';

export type DocumentTest = (doc: StoredDocument) => boolean;

const unsupported = new Set(['similar', 'geopoint.near']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(b);
}

function list(arg: QueryValue | undefined): QueryValue[] {
  if (!Array.isArray(arg)) throw invalidQuery(`expected a list, got ${JSON.stringify(arg)}`);
  return arg;
}

function numberArg(arg: QueryValue | undefined): number {
  if (typeof arg !== 'number') throw invalidQuery(`expected a number, got ${JSON.stringify(arg)}`);
  return arg;
}

function atTest(path: string, expected: QueryValue | undefined): DocumentTest {
  if (path === 'document.tags') {
    const wanted = Array.isArray(expected) ? expected : [expected];
    return (doc) => wanted.every((tag) => doc.tags.includes(String(tag)));
  }
  return (doc) => valuesAt(doc, path).some((value) => same(value, expected));
}

function numberTest(name: string, args: QueryValue[]): ((n: number) => boolean) | undefined {
  if (name === 'number.lt') {
    const max = numberArg(args[0]);
    return (n) => n < max;
  }
  if (name === 'number.gt') {
    const min = numberArg(args[0]);
    return (n) => n > min;
  }
  if (name === 'number.inRange') {
    const [min, max] = [numberArg(args[0]), numberArg(args[1])];
    return (n) => n >= min && n <= max;
  }
  return undefined;
}

/** Turns one parsed predicate into a document test; unknown or unsupported predicates are 400s. */
export function compilePredicate({ name, path, args }: Predicate): DocumentTest {
  if (unsupported.has(name)) throw new QueryError(`Unsupported predicate ${name}`, name);
  assertKnownPath(path);
  const values = (doc: StoredDocument) => valuesAt(doc, path);
  switch (name) {
    case 'at':
      return atTest(path, args[0]);
    case 'not': {
      const at = atTest(path, args[0]);
      return (doc) => !at(doc);
    }
    case 'any':
    case 'in': {
      const options = list(args[0]);
      return (doc) => values(doc).some((value) => options.some((option) => same(value, option)));
    }
    case 'fulltext': {
      const terms = String(args[0] ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      return (doc) => {
        const haystack = collectText(values(doc)).join(' ').toLowerCase();
        return terms.length > 0 && terms.every((term) => haystack.includes(term));
      };
    }
    case 'has':
      return (doc) => values(doc).some(isFilledValue);
    case 'missing': {
      const type = path.startsWith('my.') ? path.split('.')[1] : undefined;
      return (doc) => (type === undefined || doc.type === type) && !values(doc).some(isFilledValue);
    }
  }
  const numeric = numberTest(name, args);
  if (numeric) return (doc) => values(doc).some((value) => typeof value === 'number' && numeric(value));
  const date = dateTest(name, args);
  if (date) {
    return (doc) =>
      values(doc).some((value) => {
        const time = toTime(value);
        return time !== undefined && date(time);
      });
  }
  throw invalidQuery(`unknown predicate ${name}`);
}
