import { notFound } from 'next/navigation';

/** A form post as plain values: one string per field, a list when a name repeats; files are left out. */
export function formValues(data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of new Set(data.keys())) {
    const texts = data.getAll(name).filter((value): value is string => typeof value === 'string');
    if (texts.length) values[name] = texts.length === 1 ? texts[0] : texts;
  }
  return values;
}

/** A server action's form argument: a forged post may decode to anything, which gets a 404 instead of a 500. */
export function assertPostedForm(value: unknown): asserts value is FormData {
  if (!(value instanceof FormData)) notFound();
}
