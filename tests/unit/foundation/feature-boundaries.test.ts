import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import nextTs from 'eslint-config-next/typescript';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries, { folderCycles, folderGraph, importChain } from '@/scripts/lint/feature-boundaries.mjs';

// Three lib folders in a loop that only a type import closes: orders → billing (relative path) → pricing → orders.
const fixture = {
  'lib/orders/server.ts': "import { invoice } from '@/lib/billing/server';\nexport const order = () => invoice();\n",
  'lib/orders/types.ts': 'export type OrderId = string;\n',
  'lib/billing/server.ts': "import { price } from '../pricing/server';\nexport const invoice = () => price('1');\n",
  'lib/pricing/server.ts':
    "import type { OrderId } from '@/lib/orders/types';\nexport const price = (id: OrderId) => id;\n",
  'lib/tax/server.ts': "import { price } from '@/lib/pricing/server';\nexport const tax = () => price('2');\n",
};
const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
for (const [path, text] of Object.entries(fixture)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

function lint(path: string) {
  const linter = new Linter({ cwd: root });
  const config: Linter.Config[] = [
    ...nextTs,
    { plugins: { local: boundaries }, rules: { 'local/feature-boundaries': ['error', { shared: [], published: {} }] } },
  ];
  return linter
    .verify(readFileSync(join(root, path), 'utf8'), config, join(root, path))
    .filter((message) => message.ruleId === 'local/feature-boundaries')
    .map((message) => message.message);
}

describe('feature boundaries: loops of lib folders', () => {
  it('finds a loop of three folders closed by a type import, and the chain back', () => {
    const graph = folderGraph(root);
    expect(folderCycles(graph)).toEqual([['billing', 'orders', 'pricing']]);
    expect(importChain(graph, 'pricing', 'billing')).toEqual(['pricing', 'orders', 'billing']);
    expect(importChain(graph, 'pricing', 'tax')).toBeNull();
  });

  it('reports every import on the loop with the whole loop, and none that only leads into it', () => {
    expect(lint('lib/pricing/server.ts')).toEqual([
      expect.stringContaining('lib/pricing → lib/orders → lib/billing → lib/pricing is a loop'),
    ]);
    expect(lint('lib/billing/server.ts')).toEqual([
      expect.stringContaining('lib/billing → lib/pricing → lib/orders → lib/billing is a loop'),
    ]);
    expect(lint('lib/orders/server.ts')).toHaveLength(1);
    expect(lint('lib/tax/server.ts')).toEqual([]);
  });

  it('leaves no loop of folders in lib/', () => {
    expect(folderCycles(folderGraph())).toEqual([]);
  });
});
