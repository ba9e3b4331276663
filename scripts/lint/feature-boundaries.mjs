// ESLint rule for lib/'s folders (docs/adr/0021-feature-boundaries.md, docs/adr/0070-commerce-split.md): a feature
// folder is imported from another lib folder only through its public files, and lib folders import in one direction
// only: no loop of folders, of any length, type imports included.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const entryNames = new Set(['server', 'action', 'client', 'browser', 'types']);
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** `lib/<folder>/<rest>` of an import specifier seen from `file` (both relative to `root`), else null. */
export function libTarget(specifier, file, root = process.cwd()) {
  let path;
  if (specifier.startsWith('@/')) path = specifier.slice(2);
  else if (specifier.startsWith('.')) path = relative(root, resolve(root, dirname(file), specifier));
  else return null;
  const parts = path.split(/[\\/]/);
  if (parts[0] !== 'lib' || parts.length < 3) return null;
  return { folder: parts[1], rest: parts.slice(2).join('/') };
}

/** The lib folder a file belongs to, or null for files outside lib/<folder>/. */
export function libFolder(file, root = process.cwd()) {
  const parts = relative(root, resolve(root, file)).split(/[\\/]/);
  return parts[0] === 'lib' && parts.length > 2 ? parts[1] : null;
}

/** Whether `rest` (a path inside a feature folder) is one of its public files. */
export function isPublic(rest, published = []) {
  const name = rest.replace(/\.(ts|tsx|mts|js|mjs)$/, '');
  if (name.startsWith('types/')) return true;
  return !name.includes('/') && (entryNames.has(name) || published.includes(name));
}

/** Folder → folders it imports, from every source file under `root`/lib (a scan of import specifiers). */
export function folderGraph(root = process.cwd()) {
  const graph = new Map();
  const files = readdirSync(join(root, 'lib'), { recursive: true }).filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f));
  for (const name of files) {
    const file = join('lib', name);
    const from = libFolder(file, root);
    if (!from) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(importPattern)) {
      const target = libTarget(match[1] ?? match[2] ?? match[3], file, root);
      if (!target || target.folder === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(target.folder);
    }
  }
  return graph;
}

/** The shortest chain of folders by which `start` imports `goal` (`[start, …, goal]`), else null. */
export function importChain(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const folder = queue.shift();
    if (folder === goal) {
      const chain = [];
      for (let at = goal; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(folder) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every loop of folders, one per strongly connected group (Tarjan), each as its folders sorted. */
export function folderCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (folder) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder));
    stack.push(folder);
    onStack.add(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder), low.get(next)));
      } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return groups;
}

// One scan of lib/ per process and repository root.
const graphs = new Map();

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'lib folders: features only through public files, no loop of folders of any length' },
    schema: [
      {
        type: 'object',
        properties: {
          shared: { type: 'array', items: { type: 'string' } },
          published: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { shared = [], published = {} } = context.options[0] ?? {};
    const root = context.cwd;
    const from = libFolder(context.filename, root);
    if (!from) return {};
    const file = relative(root, context.filename);
    if (!graphs.has(root)) graphs.set(root, folderGraph(root));
    const graph = graphs.get(root);

    function check(node) {
      if (!node || typeof node.value !== 'string') return;
      const target = libTarget(node.value, file, root);
      if (!target || target.folder === from) return;
      if (!shared.includes(target.folder) && !isPublic(target.rest, published[target.folder])) {
        context.report({
          node,
          message: `lib/${target.folder} is a feature: import its public files (server, action, client, browser, types${
            published[target.folder]?.length ? `, ${published[target.folder].join(', ')}` : ''
          }), not ${target.rest} (docs/adr/0021-feature-boundaries.md).`,
        });
      }
      const back = importChain(graph, target.folder, from);
      if (back) {
        context.report({
          node,
          message: `lib/${from} → ${back.map((folder) => `lib/${folder}`).join(' → ')} is a loop: lib folders import in one direction only; move what closes it to the folder that owns it or to a shared folder below them (docs/adr/0070-commerce-split.md).`,
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const plugin = { rules: { 'feature-boundaries': rule } };
export default plugin;
