import { isFilled, type ContentRelationshipField } from '@prismicio/client';

/** The documents a slice's relationship items point at, in item order; with no filled items, the first `fallbackCount`. */
export function pickLinked<T extends { id: string }>(
  documents: T[],
  links: ContentRelationshipField[],
  fallbackCount: number,
): T[] {
  const ids = links.filter((link) => isFilled.contentRelationship(link)).map((link) => (link as { id: string }).id);
  if (!ids.length) return documents.slice(0, fallbackCount);
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
