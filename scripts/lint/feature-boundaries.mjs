// ESLint rule for lib/'s folders (docs/adr/0021-feature-boundaries.md): a feature folder is imported from another
// lib folder only through its public files, and no two lib folders import each other.
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

/** Folder → folders it imports, from every source file under lib/ (scanned once per process). */
function folderGraph(root = process.cwd()) {
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

let cachedGraph;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'lib folders: features only through public files, no two-way dependencies' },
    schema: [
      {
        type: 'object',
        properties: {
          shared: { type: 'array', items: { type: 'string' } },
          published: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          allowTwoWay: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { shared = [], published = {}, allowTwoWay = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const from = libFolder(context.filename, root);
    if (!from) return {};
    const file = relative(root, context.filename);
    const exempt = (a, b) => allowTwoWay.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    cachedGraph ??= folderGraph(root);

    function check(node) {
      if (!node || typeof node.value !== 'string') return;
      const target = libTarget(node.value, file, root);
      if (!target || target.folder === from || exempt(from, target.folder)) return;
      if (!shared.includes(target.folder) && !isPublic(target.rest, published[target.folder])) {
        context.report({
          node,
          message: `lib/${target.folder} is a feature: import its public files (server, action, client, browser, types${
            published[target.folder]?.length ? `, ${published[target.folder].join(', ')}` : ''
          }), not ${target.rest} (docs/adr/0021-feature-boundaries.md).`,
        });
      }
      if (cachedGraph.get(target.folder)?.has(from)) {
        context.report({
          node,
          message: `lib/${target.folder} already imports lib/${from}: two lib folders never import each other; move the shared piece to the folder that owns it (docs/adr/0021-feature-boundaries.md).`,
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

export default { rules: { 'feature-boundaries': rule } };
