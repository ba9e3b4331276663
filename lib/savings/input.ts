import type { SavingsInput } from './calculator';

/** The URL query names of the calculator's inputs (shared with the foodprint result's prefilled link). */
export const savingsFields = ['people', 'spend', 'fresh'] as const;
export type SavingsField = (typeof savingsFields)[number];

/** Bounds and defaults; spend is in whole units of the visitor's market currency. */
export const savingsBounds: Record<SavingsField, { min: number; max: number; step: number; initial: number }> = {
  people: { min: 1, max: 12, step: 1, initial: 2 },
  spend: { min: 1, max: 10000, step: 1, initial: 100 },
  fresh: { min: 0, max: 100, step: 5, initial: 50 },
};

export type SavingsForm = {
  /** What the fields show: the visitor's text as typed, or the default. */
  values: Record<SavingsField, string>;
  /** The fields whose text is not a number within bounds. */
  invalid: SavingsField[];
  /** The parsed input when every field is valid. */
  input: SavingsInput | null;
};

type Query = Record<string, string | string[] | undefined>;

function parseField(field: SavingsField, text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  const { min, max } = savingsBounds[field];
  if (value < min || value > max) return null;
  return field === 'people' && !Number.isInteger(value) ? null : value;
}

/** Reads the inputs from a URL query (or the live form); missing fields take their defaults. */
export function readSavingsForm(query: Query): SavingsForm {
  const values = {} as Record<SavingsField, string>;
  const parsed = {} as Record<SavingsField, number>;
  const invalid: SavingsField[] = [];
  for (const field of savingsFields) {
    const raw = query[field];
    const text = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 20);
    values[field] = text ?? String(savingsBounds[field].initial);
    const value = text === undefined ? savingsBounds[field].initial : parseField(field, text);
    if (value === null) invalid.push(field);
    else parsed[field] = value;
  }
  return { values, invalid, input: invalid.length ? null : parsed };
}

/** The query string of a set of field values, for a shareable URL. */
export function savingsQuery(values: Record<SavingsField, string>): string {
  return new URLSearchParams(savingsFields.map((field) => [field, values[field].trim()])).toString();
}
