import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every single weight a stylesheet asks for (ranges in @font-face rules are declarations, not requests). */
function weightsInUse(): number[] {
  const weights = new Set<number>();
  for (const file of [...cssFiles('app'), ...cssFiles('components')]) {
    for (const [, value] of readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)) {
      const single = value.trim();
      if (/^\d+$/.test(single)) weights.add(Number(single));
      else if (single === 'bold') weights.add(700);
    }
  }
  return [...weights].sort((a, b) => a - b);
}

describe('the web font', () => {
  it('covers every weight the styles ask for (npm run fonts:inter cuts its axis to a range)', () => {
    const [, low, high] = /weight: '(\d+) (\d+)'/.exec(readFileSync(join(root, 'app/fonts/inter.ts'), 'utf8')) ?? [];
    const used = weightsInUse();
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((weight) => weight < Number(low) || weight > Number(high))).toEqual([]);
  });
});
