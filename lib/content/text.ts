import { asText, type KeyTextField, type RichTextField } from '@prismicio/client';

/** Plain text of a field that is key text in some documents and rich text in others. */
export function plainText(field: KeyTextField | RichTextField | null | undefined): string {
  if (!field) return '';
  return typeof field === 'string' ? field : asText(field);
}

/** The first non-empty value. */
export function firstText(...values: (string | null | undefined)[]): string {
  return values.find((value) => value && value.trim())?.trim() ?? '';
}
