import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceComponents, startsWithHero } from '@/components/slices/SliceZone';

describe('slice zone', () => {
  it('has one component for every shared slice model', () => {
    const ids = readdirSync('slices').map(
      (name) => (JSON.parse(readFileSync(path.join('slices', name, 'model.json'), 'utf8')) as { id: string }).id,
    );
    expect(ids.length).toBe(14);
    expect(Object.keys(sliceComponents).sort()).toEqual(ids.sort());
  });

  it('knows when the zone opens with a hero', () => {
    expect(startsWithHero([{ slice_type: 'hero' } as never, { slice_type: 'claims' } as never])).toBe(true);
    expect(startsWithHero([{ slice_type: 'rich_text' } as never])).toBe(false);
    expect(startsWithHero(undefined)).toBe(false);
  });
});
