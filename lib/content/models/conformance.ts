/** A field as `customtypes/<id>/index.json` and `slices/<Name>/model.json` declare it (the parts checked here). */
interface FieldModel {
  type: string;
  config?: {
    label?: string;
    options?: string[];
    select?: string | null;
    customtypes?: string[];
    multi?: string;
    single?: string;
    fields?: Record<string, FieldModel>;
    choices?: Record<string, SliceChoice>;
  };
}

interface SliceChoice {
  type: string;
  'non-repeat'?: Record<string, FieldModel>;
  repeat?: Record<string, FieldModel>;
}

export interface SliceModel {
  id: string;
  variations: { id: string; primary?: Record<string, FieldModel>; items?: Record<string, FieldModel> }[];
}

export interface CustomTypeModel {
  id: string;
  repeatable: boolean;
  json: Record<string, Record<string, FieldModel>>;
}

export interface Models {
  customTypes: CustomTypeModel[];
  slices: SliceModel[];
}

/** `complete`: every field of the model must be present (the Content API always sends them all). */
interface Check {
  models: Models;
  complete: boolean;
  problems: string[];
}

const linkTypes: Record<string, string[]> = {
  document: ['Document', 'Any'],
  web: ['Web', 'Any'],
  media: ['Media', 'Any'],
};
const spanTypes = new Set(['strong', 'em', 'hyperlink', 'label']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function richTextProblem(value: unknown, model: FieldModel): string | null {
  if (!Array.isArray(value)) return 'is not rich text';
  const allowed = new Set((model.config?.multi ?? model.config?.single ?? '').split(',').filter(Boolean));
  for (const node of value) {
    if (!isRecord(node) || typeof node.type !== 'string') return 'has a rich-text node without type';
    if (allowed.size && !allowed.has(node.type)) return `has a "${node.type}" block the model does not allow`;
    for (const span of Array.isArray(node.spans) ? node.spans : []) {
      const type = isRecord(span) ? String(span.type) : '';
      if (allowed.size && spanTypes.has(type) && !allowed.has(type))
        return `has a "${type}" span the model does not allow`;
    }
  }
  return null;
}

function linkProblem(value: unknown, model: FieldModel): string | null {
  if (!isRecord(value) || typeof value.link_type !== 'string') return 'is not a link';
  const select = model.config?.select;
  const allowed = select ? linkTypes[select] : ['Any', 'Document', 'Web', 'Media'];
  if (!allowed?.includes(value.link_type)) return `is a ${value.link_type} link where the model allows ${select}`;
  const targets = model.config?.customtypes;
  if (value.link_type === 'Document' && targets?.length && !targets.includes(String(value.type)))
    return `links a ${String(value.type)} where the model allows ${targets.join(', ')}`;
  return null;
}

function scalarProblem(value: unknown, model: FieldModel): string | null {
  switch (model.type) {
    case 'Text':
      return value === null || typeof value === 'string' ? null : 'is not text';
    case 'Number':
      return value === null || typeof value === 'number' ? null : 'is not a number';
    case 'Date':
      return value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
        ? null
        : 'is not a date';
    case 'Select':
      if (value === null) return null;
      return model.config?.options?.includes(String(value)) ? null : `"${String(value)}" is not one of its options`;
    case 'Image':
      if (!isRecord(value)) return 'is not an image';
      return Object.keys(value).length === 0 || typeof value.url === 'string' ? null : 'is an image without url';
    case 'StructuredText':
      return richTextProblem(value, model);
    case 'Link':
      return linkProblem(value, model);
    default:
      return `has a field type this check does not know (${model.type})`;
  }
}

function checkFields(check: Check, values: unknown, fields: Record<string, FieldModel>, where: string) {
  if (!isRecord(values)) return void check.problems.push(`${where} is not an object`);
  for (const key of Object.keys(values))
    if (!(key in fields)) check.problems.push(`${where}.${key} is not in the model`);
  for (const [key, model] of Object.entries(fields)) {
    if (model.type === 'UID') continue;
    if (!(key in values)) {
      if (check.complete) check.problems.push(`${where}.${key} is missing`);
      continue;
    }
    checkField(check, values[key], model, `${where}.${key}`);
  }
}

function checkField(check: Check, value: unknown, model: FieldModel, where: string) {
  if (model.type === 'Group') {
    if (!Array.isArray(value)) return void check.problems.push(`${where} is not a group`);
    value.forEach((item, i) => checkFields(check, item, model.config?.fields ?? {}, `${where}[${i}]`));
  } else if (model.type === 'Slices') {
    if (!Array.isArray(value)) return void check.problems.push(`${where} is not a slice zone`);
    value.forEach((slice, i) => checkSlice(check, slice, model.config?.choices ?? {}, `${where}[${i}]`));
  } else {
    const problem = scalarProblem(value, model);
    if (problem) check.problems.push(`${where} ${problem}`);
  }
}

function checkSlice(check: Check, slice: unknown, choices: Record<string, SliceChoice>, where: string) {
  const type = isRecord(slice) ? slice.slice_type : undefined;
  const choice = typeof type === 'string' ? choices[type] : undefined;
  if (!isRecord(slice) || !choice) return void check.problems.push(`${where} is a slice the zone does not allow`);
  let primary = choice['non-repeat'] ?? {};
  let items = choice.repeat ?? {};
  if (choice.type === 'SharedSlice') {
    const variation = check.models.slices
      .find((model) => model.id === type)
      ?.variations.find((v) => v.id === slice.variation);
    if (!variation)
      return void check.problems.push(`${where} (${String(type)}) has no variation "${String(slice.variation)}"`);
    primary = variation.primary ?? {};
    items = variation.items ?? {};
  }
  checkFields(check, slice.primary, primary, `${where}.primary`);
  if (!Array.isArray(slice.items)) return void check.problems.push(`${where}.items is not a list`);
  slice.items.forEach((item, i) => checkFields(check, item, items, `${where}.items[${i}]`));
}

/** Where a document disagrees with its custom type (and the shared slices it uses); empty when it agrees. */
export function documentProblems(doc: { type: string; uid: string | null; data: unknown }, models: Models): string[] {
  const model = models.customTypes.find((type) => type.id === doc.type);
  if (!model) return [`type "${doc.type}" has no model in customtypes/`];
  const fields: Record<string, FieldModel> = Object.assign({}, ...Object.values(model.json));
  const check: Check = { models, complete: true, problems: [] };
  const hasUid = Object.values(fields).some((field) => field.type === 'UID');
  if (hasUid && !doc.uid) check.problems.push('has no uid although the model has a UID field');
  if (!hasUid && doc.uid) check.problems.push('has a uid although the model has no UID field');
  checkFields(check, doc.data, fields, 'data');
  return check.problems;
}

/** Where a shared slice (e.g. from the page builder's state) disagrees with its model; missing fields pass. */
export function sliceProblems(slice: unknown, models: Models): string[] {
  const check: Check = { models, complete: false, problems: [] };
  const choices = Object.fromEntries(models.slices.map((model) => [model.id, { type: 'SharedSlice' }]));
  checkSlice(check, slice, choices, 'slice');
  return check.problems;
}
