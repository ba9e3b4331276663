// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// server/ is the production runtime and scripts/ the tooling (docs/adr/0066-runtime-in-server.md): what npm start and
// npm run cluster load or start must come from server/ (and the app's lib/, infra/, the sandbox), never from scripts/.
const root = path.resolve(import.meta.dirname, '..');
const entries = ['server/start.ts', 'server/cluster.ts'];
// Tools the runtime starts as short processes of their own: the build when none exists, and the periodic jobs that
// are also operator commands (npm run referrals:sweep, npm run privacy).
const startedTools = ['scripts/assistant-build.ts', 'scripts/referrals-sweep.ts', 'scripts/privacy.ts'];

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm;
const startedPattern = /['"]((?:server|sandbox|scripts|lib)\/[\w/.-]+\.(?:ts|mjs))['"]/g;
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(path.join(root, from)), specifier)
      : undefined;
  const found =
    base &&
    extensions.map((extension) => base + extension).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  return found ? path.relative(root, found) : undefined;
}

/** The local modules `file` imports and the Node programs it names to start, as repository paths. */
function dependencies(file: string): { imported: string[]; started: string[] } {
  const text = readFileSync(path.join(root, file), 'utf8');
  const imported = [...text.matchAll(importPattern)]
    .map(([, specifier]) => resolveLocal(file, specifier))
    .filter((found): found is string => found !== undefined);
  const started = [...text.matchAll(startedPattern)].map(([, named]) => named);
  return { imported, started };
}

/** Every file the runtime loads, following imports and the programs its launchers start, from `entries`. */
function runtimeFiles(from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || startedTools.includes(file)) continue;
    seen.add(file);
    const { imported, started } = dependencies(file);
    queue.push(...imported, ...started);
  }
  return seen;
}

describe('the production runtime', () => {
  it('is what npm start, npm run cluster and npm run services run', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(scripts.start).toMatch(/\bnode server\/start\.ts$/);
    expect(scripts.cluster).toMatch(/\bnode server\/cluster\.ts$/);
    expect(scripts.services).toMatch(/ server\/site-services\.ts$/);
  });

  it('loads and starts nothing from scripts/', () => {
    const files = [...runtimeFiles(entries)];
    // The walk reaches the server the launchers start and, through it, the response layers.
    expect(files).toEqual(expect.arrayContaining(['server/serve.ts', 'server/site-services.ts', 'sandbox/main.ts']));
    expect(files).toContain('server/http/cached-page-response.ts');
    expect(files.filter((file) => file.startsWith('scripts/'))).toEqual([]);
  });

  it('imports its own modules as Node resolves them: relative paths with their .ts extension', () => {
    const native = [...runtimeFiles(entries)].filter(
      (file) => file.startsWith('server/') && file !== 'server/site-services.ts',
    );
    const loose = native.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(importPattern)]
        .map(([, specifier]) => specifier)
        .filter((specifier) => specifier.startsWith('@/') || (specifier.startsWith('.') && !specifier.endsWith('.ts')))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(loose).toEqual([]);
  });
});
