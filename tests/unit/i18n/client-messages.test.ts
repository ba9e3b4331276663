// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { clientPaths, pickMessages } from '@/lib/i18n/client-messages';

// The app's import graph, read from the sources: which modules run in the browser, what each translates, and
// which page or layout reaches it through which providers.
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sources);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : normalize(join(dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => text.has(candidate) || (candidate === base && existsSync(candidate) && text.has(candidate)),
  );
}

const imports = new Map(
  files.map((file) => {
    const found = [...text.get(file)!.matchAll(/(?:from\s+|import\s*\(\s*)'((?:@\/|\.{1,2}\/)[^']+)'/g)];
    return [file, found.map((match) => resolve(file, match[1])).filter((target): target is string => !!target)];
  }),
);

function closure(roots: string[], graph = imports): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}

const reachedFrom = new Map<string, Set<string>>();
const reaches = (from: string, file: string) => {
  if (!reachedFrom.has(from)) reachedFrom.set(from, closure([from]));
  return reachedFrom.get(from)!.has(file);
};

const isClient = (file: string) => /^['"]use client['"]/m.test(text.get(file)!);
const clientModules = closure(files.filter(isClient));

/** The message paths a module reads: `useTranslations('ns')` plus the literal start of each key it translates. */
function pathsRead(file: string): string[] {
  const source = text.get(file)!;
  const paths: string[] = [];
  for (const [, name, namespace] of source.matchAll(
    /(?:const|let)\s+(\w+)\s*=\s*useTranslations\(\s*'([\w.]+)'\s*\)/g,
  )) {
    const keys = [...source.matchAll(new RegExp(`\\b${name}(?:\\.\\w+)?\\(\\s*['\`]([\\w.]*)`, 'g'))];
    if (!keys.length) paths.push(namespace);
    for (const [, key] of keys) {
      const literal = key.replace(/\.?$/, '');
      paths.push(literal ? `${namespace}.${literal}` : namespace);
    }
  }
  for (const [, namespace] of source.matchAll(/useMessages\(\)\.([\w.]+)/g)) paths.push(namespace);
  return paths;
}

const covers = (given: string, read: string) => read === given || read.startsWith(`${given}.`);

function sent(file: string): string[] {
  const source = text.get(file)!;
  const calls = /clientMessages\(\s*\w+\s*,\s*\[([^\]]*)\]/g;
  return [...source.matchAll(calls)].flatMap(([, list]) => [...list.matchAll(/'([\w.]+)'/g)].map((match) => match[1]));
}

/** Every page and layout file above a page, up to the root layout: their providers wrap it. */
function entriesOf(page: string): string[] {
  const layouts: string[] = [];
  for (let dir = dirname(page); dir.startsWith('app'); dir = dirname(dir)) {
    if (text.has(join(dir, 'layout.tsx'))) layouts.push(join(dir, 'layout.tsx'));
  }
  return [page, ...layouts];
}

describe('client messages', () => {
  const pages = files.filter((file) => /^app\/.*\/(page|layout)\.tsx$/.test(file));

  it('send every path a client component reads on every route that renders it', () => {
    const missing = new Set<string>();
    for (const page of pages) {
      const entries = entriesOf(page);
      const reached = closure([page]);
      for (const file of reached) {
        if (!clientModules.has(file)) continue;
        const read = pathsRead(file);
        if (!read.length) continue;
        // Providers on the way: the page, its layouts, and any module between them and the component.
        const given = [...clientPaths.everyPage];
        for (const between of new Set([...entries, ...reached])) {
          if (between !== file && (entries.includes(between) || reaches(between, file))) {
            given.push(...sent(between));
          }
        }
        given.push(...sent(file));
        for (const path of read) {
          if (!given.some((candidate) => covers(candidate, path))) missing.add(`${file} reads ${path} (on ${page})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('name only paths the messages files have', () => {
    for (const path of [...clientPaths.everyPage, ...clientPaths.routes]) {
      expect(pickMessages(en, [path]), path).not.toEqual({});
    }
  });

  it('send the named parts of a namespace only', () => {
    const picked = pickMessages(en, ['forms.newsletter', 'layout']);
    expect(Object.keys(picked)).toEqual(['forms', 'layout']);
    expect(Object.keys(picked.forms as object)).toEqual(['newsletter']);
    expect(picked.layout).toEqual(en.layout);
  });
});
