import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prismicTypes, typesFile } from '@/scripts/prismic-types';

describe('prismicio-types.d.ts', () => {
  it('matches the models in customtypes/ and slices/ (run `npm run types:prismic` after changing one)', () => {
    expect(readFileSync(typesFile, 'utf8')).toBe(prismicTypes());
  });

  it('types every custom type and shared slice', () => {
    const types = prismicTypes();
    expect(types).toContain('export type AllDocumentTypes =');
    for (const name of ['PageDocument', 'ProductPageDocument', 'PostDocument', 'HeroSlice', 'VideoSlice']) {
      expect(types).toContain(`export type ${name}`);
    }
    expect(types).toContain('"en-gb" | "de-de" | "it-it"');
  });
});
