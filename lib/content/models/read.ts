import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CustomTypeModel, Models, SliceModel } from './conformance';

function models<T>(root: string, folder: string, file: string): T[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(root, folder, name, file), 'utf8')) as T);
}

/** The models as Slice Machine keeps them: `customtypes/<id>/index.json` and `slices/<Name>/model.json`. */
export function readModels(root: string): Models {
  return {
    customTypes: models<CustomTypeModel>(root, 'customtypes', 'index.json'),
    slices: models<SliceModel>(root, 'slices', 'model.json'),
  };
}
