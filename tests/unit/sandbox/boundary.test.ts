import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { promotionTerms } from '@/lib/catalogue/promotion-terms';
import { promotionTerms as seededTerms } from '@/sandbox/seed/promotions';

const root = path.resolve(import.meta.dirname, '../../..');
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const named = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(named);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [named] : [];
  });
}

// The sandbox stands in for the hosted platform, which knows nothing of the shop: it imports its own files and
// infra/ (process tooling shared by both), never the storefront's.
describe('the commerce sandbox', () => {
  it('imports nothing of the storefront', () => {
    const reaching = sources('sandbox').flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(importPattern)]
        .map(([, specifier]) => specifier)
        .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@/'))
        .map((specifier) =>
          specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(file), specifier),
        )
        .filter((target) => !/^(sandbox|infra)\//.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(reaching).toEqual([]);
  });

  it('seeds the promotions on the terms the storefront states', () => {
    expect(promotionTerms).toMatchObject(seededTerms);
  });
});
