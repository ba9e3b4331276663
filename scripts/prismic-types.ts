import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { generateTypes } from 'prismic-ts-codegen';
import { contentLangs } from '../lib/content/langs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const typesFile = join(root, 'prismicio-types.d.ts');

function models<T>(folder: string, file: string): T[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(root, folder, name, file), 'utf8')) as T);
}

/** The document and slice types of the models in customtypes/ and slices/, as prismic-ts-codegen writes them. */
export function prismicTypes(): string {
  return generateTypes({
    customTypeModels: models<CustomTypeModel>('customtypes', 'index.json'),
    sharedSliceModels: models<SharedSliceModel>('slices', 'model.json'),
    localeIDs: Object.values(contentLangs),
    typesProvider: '@prismicio/client',
    clientIntegration: { includeCreateClientInterface: true, includeContentNamespace: true },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(typesFile, prismicTypes());
  console.log(`[prismic-types] wrote ${typesFile}`);
}
