import { invalidQuery } from './query-error';

export type QueryValue = string | number | boolean | QueryValue[];

export interface Predicate {
  name: string;
  path: string;
  args: QueryValue[];
}

const identifierChar = /[A-Za-z0-9_.\-]/;

/** Parses one `q` value, e.g. `[[at(document.type, "post")][any(document.tags, ["a"])]]`. */
export function parseQuery(source: string): Predicate[] {
  let pos = 0;
  const fail = (what: string): never => {
    throw invalidQuery(`${what} at column ${pos + 1} in ${source}`, pos + 1);
  };
  const space = () => {
    while (pos < source.length && /\s/.test(source[pos]!)) pos++;
  };
  const expect = (char: string) => {
    space();
    if (source[pos] !== char) fail(`expected '${char}'`);
    pos++;
  };
  const identifier = (): string => {
    const start = pos;
    while (pos < source.length && identifierChar.test(source[pos]!)) pos++;
    return source.slice(start, pos);
  };
  const string = (): string => {
    pos++;
    let out = '';
    while (pos < source.length && source[pos] !== '"') {
      if (source[pos] === '\\' && pos + 1 < source.length) pos++;
      out += source[pos++];
    }
    if (source[pos] !== '"') fail('unterminated string');
    pos++;
    return out;
  };
  const value = (): QueryValue => {
    space();
    const char = source[pos];
    if (char === '"') return string();
    if (char === '[') {
      pos++;
      const items: QueryValue[] = [];
      space();
      if (source[pos] === ']') return (pos++, items);
      for (;;) {
        items.push(value());
        space();
        if (source[pos] === ']') return (pos++, items);
        expect(',');
      }
    }
    const word = identifier();
    if (word === 'true' || word === 'false') return word === 'true';
    if (word !== '' && /^-?\d+(\.\d+)?$/.test(word)) return Number(word);
    return fail('expected a value');
  };
  const predicate = (): Predicate => {
    expect('[');
    space();
    const name = identifier();
    if (!/^[a-z][a-z.\-]*$/i.test(name)) fail('expected a predicate name');
    expect('(');
    space();
    const path = /[A-Za-z_]/.test(source[pos] ?? '') ? identifier() : '';
    const args: QueryValue[] = [];
    space();
    if (path === '' && source[pos] !== ')') args.push(value());
    for (space(); source[pos] === ','; space()) {
      pos++;
      args.push(value());
    }
    expect(')');
    expect(']');
    return { name, path, args };
  };

  expect('[');
  const predicates: Predicate[] = [];
  for (space(); source[pos] === '['; space()) predicates.push(predicate());
  expect(']');
  space();
  if (pos !== source.length) fail('unexpected trailing input');
  return predicates;
}
